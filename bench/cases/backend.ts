import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { type BenchCase, type Figure, percentile } from '../figure';
import { documents, multipartBody } from '../../src/bff/writes/testing/documents';
import { startSandbox } from '../../src/sandbox/startSandbox';
import { signInTo } from '../../src/stack/testing/signInTo';
import { startBackend } from '../../src/stack/startBackend';

const WRITES = 200;
const WARM_UP = 20;
const MB = 1_000_000;
const CHILD_FLAG = 'PAINEL_BENCH_BACKEND_CHILD';
/** Marks the child's line with its address among its log lines. */
const READY = 'painel-bench-backend-ready';

/**
 * The backend alone, in its own process, so its memory is measured without the sandbox's (which
 * keeps whole uploads in memory to play the vendor). Prints one JSON line: where it listens and
 * the headers of a finance session.
 */
async function runChild() {
  const backend = await startBackend({
    env: {
      LOG_LEVEL: 'warn',
      WEB_DIR: 'no-web-build-in-the-bench',
      GOVERNOR_MAX_CALLS_PER_HOUR: '599',
      DATABASE_URL: process.env.BENCH_DATABASE_URL,
    },
    dataDir: 'memory://',
    host: '127.0.0.1',
    port: 0,
    upstream: { baseUrl: process.env.BENCH_SANDBOX_URL ?? '', token: process.env.BENCH_SANDBOX_TOKEN ?? '' },
  });
  const headers = await signInTo(backend, ['sales', 'finance'], 1);
  console.log(`${READY} ${JSON.stringify({ url: backend.url, headers })}`);
}

if (process.env[CHILD_FLAG]) {
  runChild().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) =>
    Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? Number.NaN) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/** Resets the kernel's peak-RSS mark of a process (Linux), so VmHWM is the peak from now on. */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

async function startChild(sandboxUrl: string, token: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/cases/backend.ts'], {
    env: { ...process.env, [CHILD_FLAG]: '1', BENCH_SANDBOX_URL: sandboxUrl, BENCH_SANDBOX_TOKEN: token },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const first = await new Promise<string>((resolve, reject) => {
    lines.on('line', (line) => {
      if (line.startsWith(`${READY} `)) resolve(line.slice(READY.length + 1));
    });
    child.once('exit', (code) => reject(new Error(`the backend exited with ${code} before it listened`)));
  });
  const ready = JSON.parse(first) as { url: string; headers: Record<string, string> };
  return { child, ...ready };
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const median = (samples: number[]) => percentile(samples, 50);

/**
 * What the backend adds to a write (a change of responsible through Painel's HTTP API, with its
 * session, validation, idempotency key, governor reservation, audit) against the same call made
 * straight to the sandbox; and the backend's peak memory while it streams 5 × 10 MB attachments.
 */
export const backendBench: BenchCase = {
  group: 'backend',
  async run(): Promise<Figure[]> {
    const sandbox = await startSandbox({
      size: 500,
      seed: 'bench',
      limits: { callsPerHour: Number.MAX_SAFE_INTEGER, processingMsPerHour: Number.MAX_SAFE_INTEGER },
    });
    const backend = await startChild(sandbox.url, sandbox.token);
    try {
      const codes = sandbox.sandbox.store.rows.order.filter((row) => !row.removed).map((row) => row.code);
      const emails = sandbox.sandbox.store.world.collaborators.map((person) => person.email);
      const body = (i: number) => JSON.stringify({ email: emails[i % emails.length] });
      const code = (i: number) => codes[i % codes.length] ?? '';

      const throughPainel = async (i: number) => {
        const begin = performance.now();
        const response = await fetch(`${backend.url}/api/requests/order/${code(i)}/responsible`, {
          method: 'PUT',
          headers: {
            ...backend.headers,
            'content-type': 'application/json',
            'idempotency-key': `bench-write-${i}-${Date.now()}`,
          },
          body: body(i),
        });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`Painel answered ${response.status}`);
        return performance.now() - begin;
      };
      const direct = async (i: number) => {
        const begin = performance.now();
        const response = await fetch(`${sandbox.url}/api/v1/request/${code(i)}/responsible`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${sandbox.token}`, 'content-type': 'application/json' },
          body: body(i),
        });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`the sandbox answered ${response.status}`);
        return performance.now() - begin;
      };

      for (let i = 0; i < WARM_UP; i += 1) {
        await throughPainel(i);
        await direct(i);
      }
      const painel: number[] = [];
      const straight: number[] = [];
      // Interleaved, so drift (other work on the machine) hits both series alike.
      for (let i = 0; i < WRITES; i += 1) {
        painel.push(await throughPainel(WARM_UP + i));
        straight.push(await direct(WARM_UP + i));
      }

      // Memory: warm the upload path with a small file, settle, then the real thing.
      // Orders whose payment holds no document yet: the vendor keeps at most 5 per payment.
      const store = sandbox.sandbox.store;
      const bare = store.rows.order
        .filter((row) => !row.removed && (store.record(row).payment?.files ?? []).length === 0)
        .map((row) => row.code);
      const upload = async (target: string | undefined, files: Array<{ name: string; bytes: Buffer }>) => {
        if (!target) throw new Error('no order without documents in the sandbox');
        const form = await multipartBody({ status: 'received' }, files);
        const response = await fetch(`${backend.url}/api/requests/order/${target}/payment`, {
          method: 'PUT',
          headers: { ...backend.headers, ...form.headers },
          body: form.payload,
        });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`the upload answered ${response.status}`);
      };
      await upload(bare[0], [{ name: 'warm-up.pdf', bytes: documents.pdf(100_000) }]);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const pid = backend.child.pid ?? 0;
      const idle = memoryOf(pid).rss;
      const exactPeak = resetPeak(pid);
      let sampled = idle;
      const sampler = setInterval(() => {
        sampled = Math.max(sampled, memoryOf(pid).rss);
      }, 5);
      const files = [1, 2, 3, 4, 5].map((n) => ({ name: `extrato-${n}.pdf`, bytes: documents.pdf(10 * MB) }));
      const uploadStarted = performance.now();
      await upload(bare[1], files);
      const uploadMs = performance.now() - uploadStarted;
      clearInterval(sampler);
      const peak = exactPeak ? Math.max(memoryOf(pid).peak, sampled) : sampled;

      const overhead = median(painel) - median(straight);
      const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;
      return [
        {
          name: 'backend: added latency of a write (change of responsible), median',
          value: overhead,
          unit: 'ms',
          target: { below: 5 },
          note: `${WRITES} interleaved sequential writes over HTTP on 127.0.0.1; through Painel p50 ${median(painel).toFixed(2)} ms, p95 ${percentile(painel, 95).toFixed(2)} ms; direct p50 ${median(straight).toFixed(2)} ms, p95 ${percentile(straight, 95).toFixed(2)} ms`,
        },
        {
          name: 'backend: a write through Painel, median',
          value: median(painel),
          unit: 'ms',
          baseline: { label: 'straight to the sandbox', value: median(straight) },
        },
        {
          name: 'backend: peak memory above idle while streaming 5 x 10 MB attachments',
          value: mb(peak - idle),
          unit: 'MB',
          target: { below: 100 },
          note: `backend process alone: idle RSS ${mb(idle)} MB, peak ${mb(peak)} MB (${exactPeak ? 'kernel peak mark' : 'sampled every 5 ms'}); upload of 50 MB took ${Math.round(uploadMs)} ms`,
        },
      ];
    } finally {
      await stop(backend.child);
      await sandbox.close();
    }
  },
};
