import { createServer as createHttpServer } from 'node:http';
import { createServer as createTcpServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUpstreamClient } from './createUpstreamClient';
import {
  UpstreamAborted,
  UpstreamRateLimited,
  UpstreamTimeout,
  UpstreamUnavailable,
  UpstreamUnreadableBody,
  UpstreamUnauthorized,
} from './errors';
import { fileBlobs } from './testing/fileBlobs';
import { startTestServer, type TestServer } from './testing/startTestServer';

const token = 'deadline-token-1234';
const page = { requestType: 'order', pageNumber: 1, pageLimit: 50, query: { code: 'X' } } as const;
const timeouts = { connectMs: 300, headersMs: 300, bodyMs: 300 };
// A deadline that did not fire would leave the call hanging past the test's own time-out; the
// error says which deadline fired (phase, limit), so no wall-clock bound is needed, however busy
// the machine.
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

async function serve(listener: Parameters<typeof startTestServer>[0]): Promise<TestServer> {
  const server = await startTestServer(listener);
  cleanups.push(() => server.close());
  return server;
}

async function failureOf<T>(promise: Promise<T>): Promise<{ error: unknown }> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  return { error };
}

let blobs: Awaited<ReturnType<typeof fileBlobs>>;
beforeAll(async () => {
  blobs = await fileBlobs();
});
afterAll(() => blobs.remove());

describe('deadlines: a hung vendor fails the call in bounded time', () => {
  it('times out in the headers phase when the vendor accepts the call and never answers', async () => {
    const server = await serve({ listener: () => undefined });
    const client = createUpstreamClient({ baseUrl: server.baseUrl, token, timeouts });
    const { error } = await failureOf(client.listRequests(page));
    expect(error).toBeInstanceOf(UpstreamTimeout);
    expect((error as UpstreamTimeout).phase).toBe('headers');
    expect((error as UpstreamTimeout).limitMs).toBe(300);
    expect((error as UpstreamTimeout).durationMs).toBeGreaterThanOrEqual(290);
  });

  it('times out in the body phase when the answer stalls half-way', async () => {
    const server = await serve({
      listener: (_, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"data": [{"code": "A"}');
      },
    });
    const client = createUpstreamClient({ baseUrl: server.baseUrl, token, timeouts });
    const { error } = await failureOf(client.listRequests(page));
    expect(error).toBeInstanceOf(UpstreamTimeout);
    expect((error as UpstreamTimeout).phase).toBe('body');
    expect((error as UpstreamTimeout).status).toBe(200);
    expect((error as UpstreamTimeout).limitMs).toBe(300);
  });

  it('bounds the body as a whole, even when it trickles in', async () => {
    const server = await serve({
      listener: (_, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        const drip = setInterval(() => res.write(' '), 50);
        res.on('close', () => clearInterval(drip));
      },
    });
    const client = createUpstreamClient({ baseUrl: server.baseUrl, token, timeouts });
    const { error } = await failureOf(client.listRequests(page));
    expect((error as UpstreamTimeout).phase).toBe('body');
    expect((error as UpstreamTimeout).limitMs).toBe(300);
  });

  it('times out in the connect phase when a TLS endpoint accepts TCP and never completes the handshake', async () => {
    const sockets = new Set<Socket>();
    const silent: Server = createTcpServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          for (const socket of sockets) socket.destroy();
          silent.close(() => resolve());
        }),
    );
    const { port } = silent.address() as AddressInfo;
    const client = createUpstreamClient({ baseUrl: `https://127.0.0.1:${port}`, token, timeouts });
    const { error } = await failureOf(client.listStatuses('order'));
    expect(error).toBeInstanceOf(UpstreamTimeout);
    expect((error as UpstreamTimeout).phase).toBe('connect');
    expect((error as UpstreamTimeout).limitMs).toBe(300);
  });

  it('times out in the upload phase when the vendor stops reading the request body', async () => {
    const server = await serve({ listener: (req) => req.pause() });
    const client = createUpstreamClient({ baseUrl: server.baseUrl, token, timeouts });
    const attachment = { filename: 'big.bin', blob: await blobs.sized(512 * 1024 * 1024) };
    const { error } = await failureOf(
      client.updateRequestPayment('ORD-1', { status: 'received' }, [attachment]),
    );
    expect(error).toBeInstanceOf(UpstreamTimeout);
    expect((error as UpstreamTimeout).phase).toBe('upload');
    expect((error as UpstreamTimeout).limitMs).toBe(300);
  });

  it('still reports a 429 whose body never arrives as rate-limited, and tells the governor', async () => {
    const server = await serve({
      listener: (_, res) => {
        res.writeHead(429, { 'content-type': 'application/json' });
        res.write('{"err');
      },
    });
    const client = createUpstreamClient({ baseUrl: server.baseUrl, token, timeouts });
    const reports: number[] = [];
    const { error } = await failureOf(
      client.listRequests(page, { reportStatus: (status) => reports.push(status) }),
    );
    expect(error).toBeInstanceOf(UpstreamRateLimited);
    expect((error as UpstreamRateLimited).cause).toBeUndefined();
    expect(reports).toEqual([429]);
  });
});

describe('connection failures', () => {
  it('a refused connection is unavailable, with the system code', async () => {
    const closed = await startTestServer({ listener: () => undefined });
    await closed.close();
    const client = createUpstreamClient({ baseUrl: closed.baseUrl, token, timeouts });
    const error = await client.listStatuses('order').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UpstreamUnavailable);
    expect((error as UpstreamUnavailable).code).toBe('ECONNREFUSED');
    expect((error as UpstreamUnavailable).status).toBeUndefined();
  });

  it('a connection cut mid-answer is unavailable, not a short page', async () => {
    const server = await serve({
      listener: (_, res) => {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
        res.write('[{"code": "A"}', () => res.socket?.destroy());
      },
    });
    const client = createUpstreamClient({ baseUrl: server.baseUrl, token, timeouts });
    const error = await client.listRequests(page).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UpstreamUnavailable);
    expect((error as UpstreamUnavailable).status).toBe(200);
  });

  it('an answer larger than the limit is refused instead of buffered', async () => {
    const server = await serve({
      reply: () => ({ status: 200, body: JSON.stringify([{ notes: 'x'.repeat(4096) }]) }),
    });
    const client = createUpstreamClient({ baseUrl: server.baseUrl, token, maxResponseBytes: 1024 });
    await expect(client.listRequests(page)).rejects.toThrow(UpstreamUnreadableBody);
  });

  it('an answer before the upload ended is read, and the rest of the upload is dropped', async () => {
    const server = await serve({
      listener: (_, res) => {
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end('{"message":"Unauthorized"}');
      },
    });
    const client = createUpstreamClient({ baseUrl: server.baseUrl, token, timeouts });
    const attachment = { filename: 'big.bin', blob: await blobs.sized(256 * 1024 * 1024) };
    const error = await client
      .updateRequestPayment('ORD-1', { status: 'received' }, [attachment])
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UpstreamUnauthorized);
  });
});

describe('a connection of its own for every call (ADR 010, 049)', () => {
  // With undici's kept-alive pool instead, the third call here failed ("other side closed") after
  // its request was written: the write a person waits for would have ended ambiguous.
  it('opens a new connection per call, so a vendor closing idle connections fails no call', async () => {
    let connections = 0;
    const server = createHttpServer((_, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"data": []}');
    });
    server.on('connection', () => {
      connections += 1;
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    );
    const { port } = server.address() as AddressInfo;
    const client = createUpstreamClient({ baseUrl: `http://127.0.0.1:${port}`, token, timeouts });

    await client.listRequests(page);
    await client.listRequests(page);
    server.closeIdleConnections();
    const third = await client.listRequests(page);
    expect(third.records).toEqual([]);
    expect(connections).toBe(3);
  });
});

describe('aborting', () => {
  it("ends a hanging call at once when the caller's signal aborts, with the reason as cause", async () => {
    const controller = new AbortController();
    const reason = new Error('governor time-out');
    // Aborted once the vendor holds the call; a signal that did not end it would leave it to the
    // headers deadline, whose error is a time-out, not an abort.
    const server = await serve({ listener: () => controller.abort(reason) });
    const client = createUpstreamClient({ baseUrl: server.baseUrl, token, timeouts: { headersMs: 10_000 } });
    const { error } = await failureOf(client.listRequests(page, { signal: controller.signal }));
    expect(error).toBeInstanceOf(UpstreamAborted);
    expect((error as UpstreamAborted).cause).toBe(reason);
  });

  it('sends nothing when the signal is already aborted', async () => {
    const server = await serve({ reply: () => ({ status: 200, body: '[]' }) });
    const client = createUpstreamClient({ baseUrl: server.baseUrl, token });
    await expect(client.listRequests(page, { signal: AbortSignal.abort() })).rejects.toThrow(UpstreamAborted);
    expect(server.received).toHaveLength(0);
  });
});
