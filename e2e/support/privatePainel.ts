import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A Painel of a journey's own, for journeys that need a world the shared web server does not
 * have (another sandbox scenario, a fixed sandbox port, a process they may kill). It runs the same
 * production build as the shared server, on its own port and empty data directory, and is
 * stopped (and its data removed) by `stop()`.
 */
export interface PrivatePainel {
  url: string;
  admin: { email: string; password: string };
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * A sandbox for journeys about signing in, not about requests: a few dozen of them, no past and no
 * live activity. The Painel then copies its world in a moment and stays idle, so a loaded machine
 * spends its cores on the browser and the sign-in, which are what such a journey waits for.
 */
export const QUIET_SMALL_WORLD = {
  SANDBOX_SIZE: '40',
  SANDBOX_PAST_DAYS: '0',
  SANDBOX_ACTIVITY_PER_MINUTE: '0',
} as const;

export async function startPrivatePainel(options: {
  port: number;
  /**
   * The host people use (PUBLIC_URL's): 127.0.0.1 unless a journey needs a name. Passkeys do:
   * WebAuthn refuses an IP address as the relying party, and takes `localhost` over plain HTTP.
   */
  host?: string;
  env?: Record<string, string>;
  startTimeoutMs?: number;
}): Promise<PrivatePainel> {
  const dataDir = mkdtempSync(join(tmpdir(), 'painel-e2e-private-'));
  const url = `http://${options.host ?? '127.0.0.1'}:${options.port}`;
  const admin = { email: 'admin@painel.test', password: 'e2e-admin-password-123' };
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      BOOTSTRAP_ADMIN_EMAIL: admin.email,
      BOOTSTRAP_ADMIN_PASSWORD: admin.password,
      // As the shared journeys' Painel (playwright.config.ts): the default past unless asked otherwise.
      ...(process.env.E2E_SANDBOX_PAST_DAYS ? { SANDBOX_PAST_DAYS: process.env.E2E_SANDBOX_PAST_DAYS } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const deadline = Date.now() + (options.startTimeoutMs ?? 150_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the private Painel exited at start: ${stderr}`);
    try {
      const health = await fetch(`${url}/api/health`);
      if (health.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the private Painel did not answer on ${url} in time: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    admin,
    process: child,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
