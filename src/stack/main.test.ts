import { type ChildProcess, spawn } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { networkInterfaces } from 'node:os';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTempDataDir, type Disposable } from '../bff/db/testing/testDatabases';
import { mirrorVersion } from './testing/mirrorVersion';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
}

/**
 * The entry as `npm start` runs it (from source here; the bundle is the same code): sandbox mode
 * without configuration, said in the first log line, demo accounts printed once, and a graceful
 * stop that lets a write in flight finish.
 */
describe('the entry in sandbox mode', () => {
  let child: ChildProcess;
  let dataDir: Disposable<string>;
  const lines: string[] = [];
  let url: string;
  let port: number;
  let exited: Promise<number | null>;

  const waitFor = async (test: (line: string) => boolean, what: string): Promise<string> => {
    for (let i = 0; i < 600; i += 1) {
      const found = lines.find(test);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no line ${what} in:\n${lines.join('\n')}`);
  };

  beforeAll(async () => {
    dataDir = await createTempDataDir();
    port = await freePort();
    url = `http://127.0.0.1:${port}`;
    const env: Record<string, string> = {};
    for (const [name, value] of Object.entries(process.env)) {
      if (
        value !== undefined &&
        !/^(UPSTREAM_|DATABASE_URL|WEBHOOK_SECRET|BOOTSTRAP_|HOST$|LOG_LEVEL$|LOG_FORMAT$)/.test(name)
      )
        env[name] = value;
    }
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      env: {
        ...env,
        // No HOST and no LOG_LEVEL: the defaults are what is tested.
        PORT: String(port),
        PUBLIC_URL: url,
        DATA_DIR: dataDir.value,
        WEB_DIR: 'no-web-build-in-this-test',
        SANDBOX_SIZE: '40',
        // A quiet sandbox: no live activity and no played past (ADR 051), whose deliveries are
        // logged as they arrive and would count against the reads' log lines.
        SANDBOX_ACTIVITY_PER_MINUTE: '0',
        SANDBOX_PAST_DAYS: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    for (const stream of [child.stdout, child.stderr]) {
      if (stream) createInterface({ input: stream }).on('line', (line) => lines.push(line));
    }
    await waitFor(
      (line) => line.startsWith('=====') && lines.some((l) => l.includes('Painel is ready')),
      'ending the banner',
    );
  }, 90_000);
  afterAll(async () => {
    if (child.exitCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
    await dataDir.dispose();
  });

  it('says it runs in sandbox mode in its first log line', () => {
    const first = JSON.parse(lines[0] ?? '{}') as { msg?: string };
    expect(first.msg).toMatch(/^Painel is running in sandbox mode: no UPSTREAM_BASE_URL is set/);
    expect(lines.some((line) => line.includes(`Painel is listening on ${url}`))).toBe(true);
  });

  it('listens on loopback only when HOST is unset, and says so in its banner, printed last', async () => {
    const ready = lines.findIndex((line) => line.includes('Painel is ready at'));
    const listening = lines.findIndex((line) => line.includes(`Painel is listening on ${url}`));
    expect(listening).toBeGreaterThanOrEqual(0);
    expect(ready).toBeGreaterThan(listening);
    expect(lines[ready]).toContain(`sandbox mode, listening on 127.0.0.1:${port}`);
    // Every log line of the start came before it (the sync's later progress may follow).
    expect(lines.findIndex((line) => line.includes('Server listening at'))).toBeLessThan(ready);
    const outward = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && !address.internal && address.family === 'IPv4');
    if (!outward) {
      console.info('no non-loopback IPv4 address on this machine: only the bound address is checked');
      return;
    }
    const reached = await new Promise<boolean>((resolve) => {
      const socket = connect({ host: outward.address, port }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    expect(reached, `reached on ${outward.address}:${port}`).toBe(false);
  });

  it('adds fewer than 10 log lines for 100 API reads at the default log level', async () => {
    const credentials = await waitFor(
      (line) => /^\s+viewer@painel\.local\s+\S+/.test(line),
      'with demo accounts',
    );
    const password = credentials.trim().split(/\s+/)[1] ?? '';
    const signIn = await fetch(`${url}/api/session`, {
      method: 'POST',
      headers: { 'x-csrf': '1', origin: url, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'viewer@painel.local', password }),
    });
    expect(signIn.status).toBe(200);
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const before = lines.length;
    for (let i = 0; i < 100; i += 1) {
      const path = ['/api/freshness', '/api/requests/order?pageSize=5', '/api/board/order'][i % 3] ?? '';
      const response = await fetch(`${url}${path}`, { headers: { cookie } });
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    const added = lines.slice(before);
    console.info(`100 reads added ${added.length} log lines`);
    expect(added.length, added.join('\n')).toBeLessThan(10);
  });

  it('finishes a write in flight when told to stop, then exits cleanly', async () => {
    const first = JSON.parse(lines[0] ?? '{}') as { msg?: string };
    const control = /control API at (\S+?)\)/.exec(first.msg ?? '')?.[1] ?? '';
    const credentials = await waitFor(
      (line) => /^\s+sales@painel\.local\s+\S+/.test(line),
      'with demo accounts',
    );
    const password = credentials.trim().split(/\s+/)[1] ?? '';
    const antiForgery = { 'x-csrf': '1', origin: url, 'content-type': 'application/json' };
    const signIn = await fetch(`${url}/api/session`, {
      method: 'POST',
      headers: antiForgery,
      body: JSON.stringify({ email: 'sales@painel.local', password }),
    });
    expect(signIn.status).toBe(200);
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

    const state = (await (await fetch(`${control}/state`)).json()) as {
      collaborators: Array<{ email: string }>;
    };
    // Every vendor call now takes 1.5 s: the write below is in flight when the signal comes.
    await fetch(`${control}/faults`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ latencyMs: 1_500 }),
    });
    const baseVersion = await mirrorVersion(url, { ...antiForgery, cookie }, 'budget', '10001');
    const write = fetch(`${url}/api/requests/budget/10001/responsible`, {
      method: 'PUT',
      headers: { ...antiForgery, cookie },
      body: JSON.stringify({ email: state.collaborators[0]?.email, baseVersion }),
    });
    // The signal comes once the vendor holds the write (its call log lists a call while it runs).
    await vi.waitFor(
      async () => {
        const { calls } = (await (await fetch(`${control}/calls`)).json()) as {
          calls: Array<{ method: string; path: string; status: number | null }>;
        };
        const running = calls.find((call) => call.method === 'PUT' && call.path.endsWith('/responsible'));
        expect(running?.status).toBeNull();
      },
      { timeout: 30_000, interval: 50 },
    );
    child.kill('SIGTERM');
    const answered = await write;
    expect(answered.status).toBe(200);
    expect(await exited).toBe(0);
    expect(
      lines.some((line) => line.includes('shutting down: no new requests, finishing those in flight')),
    ).toBe(true);
  }, 60_000);
});
