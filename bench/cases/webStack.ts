import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEFAULT_PAGE_SIZE } from '../../src/contract/api/requestFilters';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../src/contract/api/session';
import { freePort } from '../freePort';
import { until } from '../until';

/** The ports the web benchmarks may use, so they never meet another run's Painel. */
const FIRST_PORT = 8400;
const LAST_PORT = 8499;
const ADMIN = { email: 'bench-admin@painel.test', password: 'bench-admin-password-123' };

export interface WebStack {
  url: string;
  /** `Cookie` header of the bootstrap admin's session. */
  cookie: string;
  /** Orders in the mirror when the stack was declared ready. */
  orders: number;
  close(): Promise<void>;
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

/**
 * Painel as `npm start` runs it in sandbox mode (src/main.ts), in its own process, serving the SPA
 * build in `webDir`: a free port from 8400 to 8499 (or BENCH_PORT), a temporary DATA_DIR (removed
 * on close), a bootstrap admin, a small world (100 orders and 100 budgets) and no background
 * activity, so every run sees the same pages. Ready once the admin has signed in over HTTP and the backfill of the
 * mirror is done.
 */
export async function startWebStack(webDir: string): Promise<WebStack> {
  // BENCH_PORT: this one port only (a helper sharing the machine keeps to its own).
  const given = Number(process.env.BENCH_PORT) || undefined;
  const port = given ? await freePort(given, given) : await freePort(FIRST_PORT, LAST_PORT);
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'painel-bench-web-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      UPSTREAM_BASE_URL: '',
      UPSTREAM_TOKEN: '',
      WEB_DIR: resolve(webDir),
      LOG_LEVEL: 'warn',
      BOOTSTRAP_ADMIN_EMAIL: ADMIN.email,
      BOOTSTRAP_ADMIN_PASSWORD: ADMIN.password,
      SANDBOX_SEED: 'bench',
      // Four pages of the table's default size: a small world the backfill copies in a few calls,
      // with the sync's share of the budget raised so that a slow machine does not pause it.
      SANDBOX_SIZE: '100',
      // No live activity and no played past (ADR 051): the figures are of Painel, not of traffic.
      SANDBOX_ACTIVITY_PER_MINUTE: '0',
      SANDBOX_PAST_DAYS: '0',
      GOVERNOR_MAX_CALLS_PER_HOUR: '599',
      GOVERNOR_MAX_SECONDS_PER_HOUR: '59',
      GOVERNOR_BACKGROUND_SHARE: '0.95',
    },
    // The demo passwords it prints are not needed here.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<never>((_, reject) => {
    child.once('exit', (code) => reject(new Error(`Painel exited with ${code} before it was ready`)));
  });
  // Only the race below listens; an exit after that (close) is expected.
  exited.catch(() => undefined);
  const close = async () => {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const ready = async () => {
      await until('Painel to answer /api/health', 180_000, async () => {
        const response = await fetch(`${url}/api/health`);
        return response.ok ? true : undefined;
      });
      const signIn = await fetch(`${url}/api/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE, origin: url },
        body: JSON.stringify(ADMIN),
      });
      const setCookie = signIn.headers.getSetCookie()[0];
      if (signIn.status !== 200 || !setCookie) throw new Error(`signing in answered ${signIn.status}`);
      const cookie = setCookie.split(';')[0] ?? '';
      // A backfill in progress keeps the server busy (and the measured page slow): wait for its end.
      const orders = await until('the backfill of the mirror', 300_000, async () => {
        const response = await fetch(`${url}/api/freshness`, { headers: { cookie } });
        const body = (await response.json()) as {
          mirrored?: { order?: number };
          backfill?: { state?: string };
        };
        return body.backfill?.state === 'done' ? (body.mirrored?.order ?? 0) : undefined;
      });
      if (orders < DEFAULT_PAGE_SIZE) throw new Error(`only ${orders} orders in the mirror`);
      return { url, cookie, orders, close };
    };
    return await Promise.race([ready(), exited]);
  } catch (error) {
    await close();
    throw error;
  }
}
