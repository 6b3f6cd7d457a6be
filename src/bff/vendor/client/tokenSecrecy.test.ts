import { truncate } from 'node:fs/promises';
import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUpstreamClient } from './createUpstreamClient';
import { UPSTREAM_OPERATIONS } from './errors';
import { fileBlobs } from './testing/fileBlobs';
import { startTestServer, type TestServer } from './testing/startTestServer';

const token = 'SECRET-vendor-token-0123456789abcdef';
const page = { requestType: 'order', pageNumber: 1, pageLimit: 50, query: { code: 'X' } } as const;

/** Every way of turning a value into text that a log line, a response or a crash report might use. */
function renderings(value: unknown): string[] {
  const texts = [inspect(value, { depth: 10, showHidden: true }), String(value), JSON.stringify(value) ?? ''];
  if (value instanceof Error) {
    texts.push(value.message, value.stack ?? '', JSON.stringify({ ...value, message: value.message }));
  }
  return texts;
}

function expectNoToken(value: unknown) {
  for (const text of renderings(value)) expect(text).not.toContain(token);
}

// A careless vendor that echoes the request's Authorization header in every error body.
let vendor: TestServer;
let hung: TestServer;
let blobs: Awaited<ReturnType<typeof fileBlobs>>;

beforeAll(async () => {
  vendor = await startTestServer({
    reply: (request) => {
      const echo = `got ${request.headers.authorization ?? ''} and token=${token}`;
      const status = Number(new URL(request.url, 'http://x').searchParams.get('code') ?? '200');
      if (status === 429) return { status, body: JSON.stringify({ error: 'hardLimit', message: echo }) };
      if (request.url.includes('/payments/')) {
        return { status: 200, body: JSON.stringify({ data: { success: false }, error: { message: echo } }) };
      }
      return { status, body: status === 200 ? `{"data": [ ${echo}` : echo };
    },
  });
  hung = await startTestServer({ listener: () => undefined });
  blobs = await fileBlobs();
});

afterAll(async () => {
  await vendor.close();
  await hung.close();
  await blobs.remove();
});

describe('the token never leaves the Authorization header', () => {
  it('is sent as the bearer credential', async () => {
    const client = createUpstreamClient({ baseUrl: vendor.baseUrl, token });
    await client.listRequests({ ...page, query: { code: '204' } });
    expect(vendor.received.at(-1)?.headers.authorization).toBe(`Bearer ${token}`);
  });

  it('appears in no rendering of any error, even when the vendor echoes it', async () => {
    // Only the hung vendor's client has a short deadline: twelve calls at once on a busy machine
    // must not time out where the test expects the vendor's answers.
    const client = createUpstreamClient({ baseUrl: vendor.baseUrl, token });
    const list = (code: string) => client.listRequests({ ...page, query: { code } });
    const closed = await startTestServer({ listener: () => undefined });
    await closed.close();
    const controller = new AbortController();
    controller.abort(new Error('stop'));
    const { blob: changedBehindBlob, path } = await blobs.of('%PDF-1.4 contents');
    await truncate(path, 3);

    const attempts: Promise<unknown>[] = [
      list('401'),
      list('404'),
      list('429'),
      list('500'),
      list('400'),
      list('200'),
      client.updatePaymentRecord('p1', { status: 'received' }),
      createUpstreamClient({ baseUrl: hung.baseUrl, token, timeouts: { headersMs: 100 } }).listStatuses(
        'order',
      ),
      createUpstreamClient({ baseUrl: closed.baseUrl, token }).listStatuses('order'),
      client.listStatuses('order', { signal: controller.signal }),
      client.listRequests({ ...page, query: {} }),
      client.updateRequestPayment('ORD-1', {}, [{ filename: 'a.pdf', blob: changedBehindBlob }]),
    ];
    const errors = await Promise.all(
      attempts.map((attempt) =>
        attempt.then(
          () => undefined,
          (error: unknown) => error,
        ),
      ),
    );
    const kinds = errors.map((error) => (error instanceof Error ? error.name : 'no error'));
    expect(kinds).toEqual([
      'UpstreamUnauthorized',
      'UpstreamNotFound',
      'UpstreamRateLimited',
      'UpstreamUnavailable',
      'UpstreamRejected',
      'UpstreamUnreadableBody',
      'UpstreamRejected',
      'UpstreamTimeout',
      'UpstreamUnavailable',
      'UpstreamAborted',
      'UpstreamUsageError',
      'AttachmentStreamError',
    ]);
    for (const error of errors) expectNoToken(error);
  });

  it('is refused without being repeated when the options are wrong', () => {
    const attempts = [
      () => createUpstreamClient({ baseUrl: 'not a url', token }),
      () => createUpstreamClient({ baseUrl: vendor.baseUrl, token: `${token}\r\n` }),
      () => createUpstreamClient({ baseUrl: vendor.baseUrl, token, timeouts: { connectMs: -1 } }),
    ];
    for (const attempt of attempts) {
      let thrown: unknown;
      try {
        attempt();
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(Error);
      expectNoToken(thrown);
    }
  });

  it('is no property of the client, and shows in none of its renderings', () => {
    const client = createUpstreamClient({ baseUrl: vendor.baseUrl, token });
    expectNoToken(client);
    expect(Object.keys(client).sort()).toEqual([...UPSTREAM_OPERATIONS].sort());
    expect(Object.getOwnPropertyNames(client).sort()).toEqual([...UPSTREAM_OPERATIONS].sort());
  });

  it('is in no result', async () => {
    const client = createUpstreamClient({ baseUrl: vendor.baseUrl, token });
    expectNoToken(await client.listRequests({ ...page, query: { code: '204' } }));
  });
});
