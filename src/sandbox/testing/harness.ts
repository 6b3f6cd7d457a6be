import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type RunningSandbox, type StartSandboxOptions, startSandbox } from '../startSandbox';

/**
 * Test support: a sandbox on a random port with a manual clock and a small world, and helpers to
 * call its vendor API (with the bearer) and its control API over real HTTP.
 */
export interface Harness extends RunningSandbox {
  api(path: string, init?: RequestInit & { bearer?: string | null }): Promise<Response>;
  control<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
}

export async function startHarness(options: StartSandboxOptions = {}): Promise<Harness> {
  const running = await startSandbox({ clock: 'manual', size: 200, seed: 'test', ...options });
  return {
    ...running,
    api(path, init = {}) {
      const { bearer = running.token, headers, ...rest } = init;
      const all = new Headers(headers);
      if (bearer !== null) all.set('authorization', `Bearer ${bearer}`);
      return fetch(`${running.url}${path}`, { ...rest, headers: all });
    },
    async control<T>(method: string, path: string, body?: unknown) {
      const response = await fetch(`${running.controlUrl ?? ''}${path}`, {
        method,
        headers: body === undefined ? undefined : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`control ${method} ${path} answered ${response.status}: ${text}`);
      return JSON.parse(text) as T;
    },
  };
}

export interface ReceivedWebhook {
  headers: IncomingMessage['headers'];
  body: unknown;
}

/** A webhook receiver that answers each delivery with the next status of `statuses` (then 200). */
export async function startReceiver(statuses: number[] = []) {
  const received: ReceivedWebhook[] = [];
  const queue = [...statuses];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        headers: request.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown,
      });
      response.statusCode = queue.shift() ?? 200;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks/vendor`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Every record of a listing body in the default envelope. */
export async function listRecords(response: Response): Promise<Array<Record<string, unknown>>> {
  if (response.status === 204) return [];
  const body = (await response.json()) as { data: Array<Record<string, unknown>> };
  return body.data;
}
