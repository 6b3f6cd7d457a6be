import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../contract/api/session';
import type { CallLogEntry } from '../../sandbox/callLog';
import { WEBHOOK_PATH } from '../startStack';

/**
 * Painel as it runs in production with replicas: the vendor sandbox and N backends as separate
 * processes (started through tsx, killed with SIGKILL, restarted), a round-robin proxy in front.
 */

const STARTUP_MS = 180_000; // tsx compiling on a loaded two-core machine takes a while

/** Every child started here, so a failed start or a dying test worker leaves none behind. */
const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

function spawnTsx(script: string, env: Record<string, string>): ChildProcess {
  // node --import tsx: one process per backend, so SIGKILL reaches the process that serves.
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: process.cwd(),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** SIGKILLs every child this harness started that still runs, and waits until they are gone. */
export async function killAllChildren(): Promise<void> {
  await Promise.all(
    [...children].map(
      (child) =>
        new Promise((resolve) => {
          child.once('exit', resolve);
          killHard(child);
        }),
    ),
  );
}

export async function waitFor<T>(
  check: () => Promise<T | undefined | false>,
  what: string,
  timeoutMs = 30_000,
  everyMs = 200,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

export interface SandboxProcess {
  url: string;
  token: string;
  controlUrl: string;
  child: ChildProcess;
  control<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
  calls(): Promise<CallLogEntry[]>;
  kill(): void;
}

export async function startSandboxProcess(port: number, size = 60): Promise<SandboxProcess> {
  const child = spawnTsx('src/stack/processes/sandboxProcess.ts', {
    SANDBOX_PORT: String(port),
    SANDBOX_SIZE: String(size),
  });
  const line = await new Promise<string>((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => reject(new Error(`the sandbox did not start: ${err}`)), STARTUP_MS);
    child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const end = out.indexOf('\n');
      if (end >= 0) {
        clearTimeout(timer);
        resolve(out.slice(0, end));
      }
    });
    child.once('exit', (code) => reject(new Error(`the sandbox exited (${code}): ${err}`)));
  });
  const { url, token, controlUrl } = JSON.parse(line) as { url: string; token: string; controlUrl: string };
  const control = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${controlUrl}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  return {
    url,
    token,
    controlUrl,
    child,
    control,
    calls: async () => (await control<{ calls: CallLogEntry[] }>('GET', '/calls?limit=10000')).calls,
    kill: () => killHard(child),
  };
}

function killHard(child: ChildProcess) {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

export interface BackendProcess {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
  /** Everything it wrote to stderr/stdout (for a failing test's message). */
  output(): string;
  kill(): Promise<void>;
  restart(): Promise<void>;
  alive(): boolean;
}

export interface BackendSettings {
  sandbox: SandboxProcess;
  databaseUrl: string;
  publicUrl: string;
  webhookSecret: string;
  admin: { email: string; password: string };
  env?: Record<string, string>;
}

export async function startBackendProcess(
  name: string,
  port: number,
  settings: BackendSettings,
): Promise<BackendProcess> {
  let child: ChildProcess;
  let output = '';
  const url = `http://127.0.0.1:${port}`;
  const launch = async () => {
    child = spawnTsx('src/main.ts', {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIR: 'no-web-build-in-process-tests',
      PUBLIC_URL: settings.publicUrl,
      UPSTREAM_BASE_URL: settings.sandbox.url,
      UPSTREAM_TOKEN: settings.sandbox.token,
      DATABASE_URL: settings.databaseUrl,
      WEBHOOK_SECRET: settings.webhookSecret,
      BOOTSTRAP_ADMIN_EMAIL: settings.admin.email,
      BOOTSTRAP_ADMIN_PASSWORD: settings.admin.password,
      ...settings.env,
    });
    const exited = new Promise<never>((_, reject) =>
      child.once('exit', (code, signal) =>
        reject(
          new Error(`backend ${name} exited (${code ?? signal}) while starting:\n${output.slice(-2000)}`),
        ),
      ),
    );
    exited.catch(() => undefined);
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await Promise.race([
      exited,
      waitFor(
        async () => (await fetch(`${url}/api/health/live`)).ok,
        `backend ${name} answers`,
        STARTUP_MS,
        500,
      ),
    ]);
  };
  await launch();
  const process_ = {
    name,
    port,
    url,
    get child() {
      return child;
    },
    output: () => output,
    alive: () => child.exitCode === null && child.signalCode === null,
    async kill() {
      if (!process_.alive()) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      killHard(child);
      await gone;
    },
    async restart() {
      await process_.kill();
      await launch();
    },
  };
  return process_;
}

/** A round-robin HTTP proxy, streaming both ways (SSE included), as a load balancer would. */
export interface Proxy {
  url: string;
  server: Server;
  close(): Promise<void>;
}

export async function startProxy(port: number, targets: () => string[]): Promise<Proxy> {
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const list = targets();
    const target = new URL(list[next++ % list.length] ?? 'http://127.0.0.1:1');
    const forward = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forward.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502).end();
      else outgoing.destroy();
    });
    outgoing.on('close', () => forward.destroy());
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Points the sandbox's webhook at `baseUrl` with short retries, so a refused delivery comes back soon. */
export async function pointWebhookAt(sandbox: SandboxProcess, baseUrl: string, secret: string) {
  await sandbox.control('PUT', '/webhook', {
    url: `${baseUrl}${WEBHOOK_PATH}`,
    auth: { bearer: secret },
    // About six minutes of retries: longer than a backend process takes to restart under load.
    retryDelaysMs: [500, 1_000, 2_000, 5_000, 10_000, ...Array.from({ length: 22 }, () => 15_000)],
    timeoutMs: 5_000,
  });
}

/** Signs in over HTTP; returns the headers of that session (cookie, anti-forgery header, origin). */
export async function signIn(
  baseUrl: string,
  publicUrl: string,
  credentials: { email: string; password: string },
): Promise<Record<string, string>> {
  const origin = new URL(publicUrl).origin;
  const response = await fetch(`${baseUrl}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE, origin },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { cookie, [CSRF_HEADER]: CSRF_HEADER_VALUE, origin };
}

/** Reads `painel_sync_leader` from a backend's /metrics; undefined when it does not answer. */
export async function isLeader(backend: BackendProcess): Promise<boolean | undefined> {
  try {
    const text = await (await fetch(`${backend.url}/metrics`, { signal: AbortSignal.timeout(5_000) })).text();
    const line = text.split('\n').find((l) => l.startsWith('painel_sync_leader'));
    return line === undefined ? undefined : line.trim().endsWith(' 1');
  } catch {
    return undefined;
  }
}

/** The greatest number of vendor calls inside any rolling hour of the call log. */
export function busiestHour(calls: CallLogEntry[]): number {
  const times = calls.map((call) => Date.parse(call.at)).sort((a, b) => a - b);
  let most = 0;
  let start = 0;
  for (let end = 0; end < times.length; end += 1) {
    while ((times[end] ?? 0) - (times[start] ?? 0) >= 3_600_000) start += 1;
    most = Math.max(most, end - start + 1);
  }
  return most;
}

export interface Figures {
  'events lost': number;
  'writes lost': number;
  'writes duplicated': number;
  'upstream overruns': number;
  '5xx served': number;
  '503s while the database was down': number;
}

export function printFigures(suite: string, figures: Figures) {
  console.log(`\n${suite}`);
  console.table(Object.entries(figures).map(([figure, value]) => ({ figure, value })));
}

/** Everything a process test starts, stopped in one call even when a step failed half-way. */
export interface Cluster {
  sandbox: SandboxProcess;
  backends: BackendProcess[];
  proxy: Proxy;
  publicUrl: string;
  webhookSecret: string;
  admin: { email: string; password: string };
  stop(): Promise<void>;
}

export async function startCluster(options: {
  basePort: number;
  backends: number;
  databaseUrl: string;
  env?: Record<string, string>;
  sandboxSize?: number;
}): Promise<Cluster> {
  let proxy: Proxy | undefined;
  const stop = async () => {
    await proxy?.close();
    await killAllChildren();
  };
  try {
    const sandbox = await startSandboxProcess(options.basePort, options.sandboxSize);
    const publicUrl = `http://127.0.0.1:${options.basePort + 1}`;
    const webhookSecret = randomBytes(24).toString('hex');
    const admin = {
      email: 'admin@processes.painel',
      password: `processes-${randomBytes(8).toString('hex')}`,
    };
    const settings = {
      sandbox,
      databaseUrl: options.databaseUrl,
      publicUrl,
      webhookSecret,
      admin,
      env: options.env,
    };
    // The first one alone: it migrates the database; the others then start side by side.
    const backends = [await startBackendProcess('A', options.basePort + 10, settings)];
    const rest = await Promise.all(
      Array.from({ length: options.backends - 1 }, (_, i) =>
        startBackendProcess(String.fromCharCode(66 + i), options.basePort + 11 + i, settings),
      ),
    );
    backends.push(...rest);
    proxy = await startProxy(options.basePort + 1, () =>
      backends.filter((backend) => backend.alive()).map((backend) => backend.url),
    );
    await pointWebhookAt(sandbox, proxy.url, webhookSecret);
    return { sandbox, backends, proxy, publicUrl, webhookSecret, admin, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * `count` status changes at the sandbox, spread over `codes`, each emitting a webhook delivery.
 * The status is named (open ones only, in turn), so a request in a final status never refuses.
 */
export async function statusBurst(
  sandbox: SandboxProcess,
  codes: string[],
  count: number,
  afterEach?: (index: number) => Promise<void>,
): Promise<void> {
  const state = await sandbox.control<{ statuses: { order: { name: string; final: boolean }[] } }>(
    'GET',
    '/state',
  );
  const open = state.statuses.order.filter((status) => !status.final).map((status) => status.name);
  for (let i = 0; i < count; i += 1) {
    const code = codes[i % codes.length];
    const status = open[Math.floor(i / codes.length) % open.length];
    await sandbox.control('POST', '/actions', { action: 'statusChange', type: 'order', code, status });
    await afterEach?.(i);
  }
}
