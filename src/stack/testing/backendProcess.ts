import type { ChildProcess } from 'node:child_process';
import { CHILD_STARTUP_MS, killHard, spawnTsx } from './childProcesses';
import type { SandboxProcess } from './sandboxProcess';
import { waitFor } from './waitFor';

/** A backend (src/main.ts) as a separate process, killed with SIGKILL and restarted like in production. */
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
      // The stack's suites sign in with a password alone; the second factor has its own (ADR 068).
      SECOND_FACTOR_REQUIRED_ROLES: 'none',
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
        CHILD_STARTUP_MS,
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
