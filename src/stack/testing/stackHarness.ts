import { painelClockBeside } from '../painelClockBeside';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import type { Role } from '../../contract/api/roles';
import { LeakDetector } from '../../bff/testing/leakDetector';
import type { FastifyInstance } from 'fastify';
import { type RunningStack, startStack, type StartStackOptions, WEBHOOK_PATH } from '../startStack';
import { type RunningBackend, startBackend } from '../startBackend';
import { signInTo } from './signInTo';

/** One call to the sandbox's vendor API, as its control API logs it. */
export interface SandboxCall {
  id: number;
  at: string;
  method: string;
  path: string;
  status: number | null;
  refused?: string;
}

export interface Harness {
  stack: RunningStack;
  /** The backend tests talk to: the stack's, or the one `restartBackend` started. */
  readonly backend: RunningBackend;
  detector: LeakDetector;
  /**
   * Stops the backend (requests in flight finish) and starts a new one on the same database,
   * sandbox and clock: a restart. Use a folder `dataDir` for PGlite; `memory://` would start empty.
   */
  restartBackend(): Promise<RunningBackend>;
  /** Another backend process on the same database (a server's) and sandbox: a second replica. */
  addBackend(): Promise<RunningBackend>;
  /** Headers of a fresh session holding `roles`: cookie, X-CSRF and Origin. */
  signIn(...roles: Role[]): Promise<Record<string, string>>;
  /** The same, on another backend (a replica shares the users and sessions of the database). */
  signInTo(backend: RunningBackend, ...roles: Role[]): Promise<Record<string, string>>;
  /** The sandbox's control API. */
  control<T>(method: string, path: string, body?: unknown): Promise<T>;
  /** Vendor calls the sandbox saw after call `sinceId`. */
  calls(sinceId?: number): Promise<SandboxCall[]>;
  lastCallId(): Promise<number>;
  /** Moves the sandbox's (and so Painel's) manual clock. */
  advance(ms: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * Painel and its sandbox on random loopback ports, a manual clock by default, every log line and
 * every answer of the backend scanned for the sandbox token. `close()` fails if it leaked.
 */
export async function startHarness(options: Partial<StartStackOptions> = {}): Promise<Harness> {
  const detector = new LeakDetector();
  const backendOptions = {
    dataDir: 'memory://',
    port: 0,
    host: '127.0.0.1',
    logStream: detector.logStream,
    ...options,
    env: { LOG_LEVEL: 'trace', WEB_DIR: 'no-web-build-in-stack-tests', ...options.env },
    prepare: (app: FastifyInstance) => detector.watch(app),
  };
  const stack = await startStack({
    ...backendOptions,
    sandbox: { clock: 'manual', size: 60, ...options.sandbox },
  });
  detector.add(stack.sandbox.token, 'vendor token');
  const backends: RunningBackend[] = [stack.backend];
  const another = () =>
    startBackend({
      ...backendOptions,
      env: { ...backendOptions.env, WEBHOOK_SECRET: stack.backend.config.WEBHOOK_SECRET },
      upstream: {
        baseUrl: options.upstreamUrl?.(stack.sandbox.url) ?? stack.sandbox.url,
        token: stack.sandbox.token,
      },
      clock: painelClockBeside(stack.sandbox.sandbox),
    });
  let users = 0;
  const control = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${stack.sandbox.url}/__sandbox${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`sandbox control ${method} ${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
  const calls = async (sinceId = 0) =>
    (await control<{ calls: SandboxCall[] }>('GET', `/calls?limit=10000&sinceId=${sinceId}`)).calls;
  return {
    stack,
    get backend() {
      const current = backends[0];
      if (!current) throw new Error('no backend is running');
      return current;
    },
    detector,
    async restartBackend() {
      const old = backends.shift();
      await old?.close();
      const started = await another();
      backends.unshift(started);
      const bearer = started.config.WEBHOOK_SECRET;
      stack.sandbox.sandbox.webhooks.target = {
        url: `${started.url}${WEBHOOK_PATH}`,
        auth: bearer ? { bearer } : undefined,
      };
      return started;
    },
    async addBackend() {
      const started = await another();
      backends.push(started);
      return started;
    },
    signIn(...roles) {
      const current = backends[0];
      if (!current) throw new Error('no backend is running');
      return signInTo(current, roles, (users += 1));
    },
    signInTo: (backend, ...roles) => signInTo(backend, roles, (users += 1)),
    control,
    calls,
    async lastCallId() {
      return (await calls()).at(-1)?.id ?? 0;
    },
    advance: (ms) => stack.sandbox.sandbox.clock.advance(ms),
    async close() {
      try {
        for (const backend of backends.splice(0)) await backend.close();
      } finally {
        await stack.sandbox.close();
      }
      const stats = detector.stats();
      expect(stats.logLines).toBeGreaterThan(0);
      detector.assertNoLeaks();
    },
  };
}

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A transparent HTTP proxy in front of the sandbox that keeps a copy of every request, so a test
 * can check byte for byte what Painel sent. Only for small test bodies: it buffers them.
 */
export async function startRecordingProxy(
  target: () => string,
): Promise<{ url: string; received: RecordedRequest[]; close(): Promise<void> }> {
  const received: RecordedRequest[] = [];
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      received.push({
        method: incoming.method ?? '',
        url: incoming.url ?? '',
        headers: incoming.headers,
        body,
      });
      const upstream = new URL(incoming.url ?? '/', target());
      const forwarded = httpRequest(
        upstream,
        { method: incoming.method, headers: { ...incoming.headers, host: upstream.host } },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      forwarded.on('error', () => outgoing.destroy());
      forwarded.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Counts, for every call, the calls in the rolling hour that ends with it; returns the largest. */
export function maxCallsInAnyRollingHour(calls: ReadonlyArray<{ at: string }>): number {
  const times = calls.map((call) => Date.parse(call.at)).sort((a, b) => a - b);
  let start = 0;
  let most = 0;
  for (let end = 0; end < times.length; end += 1) {
    while ((times[end] ?? 0) - (times[start] ?? 0) >= 3_600_000) start += 1;
    most = Math.max(most, end - start + 1);
  }
  return most;
}
