import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { createInterface } from 'node:readline';
import { type BenchCase, type Figure, percentile } from '../figure';
import { createPostgresTestDatabase } from '../../src/bff/db/testing/testDatabases';
import { documents, multipartBody } from '../../src/bff/writes/testing/documents';
import { type RunningSandbox, startSandbox } from '../../src/sandbox/startSandbox';
import { mirrorVersion } from '../../src/stack/testing/mirrorVersion';
import { signInTo } from '../../src/stack/testing/signInTo';
import { startBackend } from '../../src/stack/startBackend';

const WRITES = 200;
/** Enough for V8 to compile the hot paths of both processes before anything is counted. */
const WARM_UP = 40;
const MB = 1_000_000;
/** Kernel clock ticks per second (Linux's USER_HZ), for the CPU time in /proc/<pid>/stat. */
const TICKS_PER_SECOND = 100;
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
      // Only so that a slow, loaded machine does not run out of vendor time during the run.
      GOVERNOR_MAX_SECONDS_PER_HOUR: '59',
      DATABASE_URL: process.env.BENCH_DATABASE_URL || undefined,
    },
    dataDir: 'memory://',
    host: '127.0.0.1',
    port: 0,
    upstream: { baseUrl: process.env.BENCH_SANDBOX_URL ?? '', token: process.env.BENCH_SANDBOX_TOKEN ?? '' },
  });
  const headers = await signInTo(backend, ['sales', 'finance'], 1);
  // A clean exit on the bench's SIGTERM, so that a profiler (BENCH_CPU_PROF) writes its file.
  process.once('SIGTERM', () => {
    void backend.close().finally(() => process.exit(0));
  });
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

/** CPU time (user + system) a process has used so far, in ms; null where /proc is missing. */
function cpuMsOf(pid: number): number | null {
  try {
    // Fields after the command name: state is the 1st, utime the 12th, stime the 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/**
 * `BENCH_CPU_PROF=<dir>` runs each backend child under V8's sampling profiler and leaves its
 * `.cpuprofile` in that folder when the child exits (open it in Chrome's DevTools or speedscope):
 * how the write path's time was found and cut (docs/decisions/020-write-path-latency.md).
 * The profiler slows the child, so figures taken with it are not comparable.
 */
function profilerArgs(): string[] {
  const dir = process.env.BENCH_CPU_PROF;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
}

async function startChild(sandboxUrl: string, token: string, databaseUrl: string | undefined) {
  const child = spawn(process.execPath, [...profilerArgs(), '--import', 'tsx', 'bench/cases/backend.ts'], {
    env: {
      ...process.env,
      [CHILD_FLAG]: '1',
      BENCH_SANDBOX_URL: sandboxUrl,
      BENCH_SANDBOX_TOKEN: token,
      BENCH_DATABASE_URL: databaseUrl ?? '',
    },
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

type Backend = Awaited<ReturnType<typeof startChild>>;

interface WriteSamples {
  painel: number[];
  straight: number[];
  /** CPU time of the backend process per write (Linux); null where it cannot be read. */
  backendCpuMs: number | null;
}

/**
 * Changes of responsible, one at a time, alternating between Painel and the sandbox itself, so
 * that drift (other work on the machine) hits both series alike. Both go through this process's
 * one fetch agent, which keeps connections alive; only what Painel's backend does in between
 * differs, its own new connection to the vendor for each call included (ADR 010).
 */
async function measureWrites(sandbox: RunningSandbox, backend: Backend): Promise<WriteSamples> {
  const codes = sandbox.sandbox.store.rows.order.filter((row) => !row.removed).map((row) => row.code);
  const emails = sandbox.sandbox.store.world.collaborators.map((person) => person.email);
  const email = (i: number) => emails[i % emails.length];
  const code = (i: number) => codes[i % codes.length] ?? '';

  const throughPainel = async (i: number) => {
    // Read before the clock starts: a form names the version it was opened on (ADR 035).
    const baseVersion = await mirrorVersion(backend.url, backend.headers, 'order', code(i));
    const begin = performance.now();
    const response = await fetch(`${backend.url}/api/requests/order/${code(i)}/responsible`, {
      method: 'PUT',
      headers: {
        ...backend.headers,
        'content-type': 'application/json',
        'idempotency-key': `bench-write-${i}-${Date.now()}`,
      },
      body: JSON.stringify({ email: email(i), baseVersion }),
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
      body: JSON.stringify({ email: email(i) }),
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`the sandbox answered ${response.status}`);
    return performance.now() - begin;
  };

  for (let i = 0; i < WARM_UP; i += 1) {
    await throughPainel(i);
    await direct(i);
  }
  const pid = backend.child.pid ?? 0;
  const cpuBefore = cpuMsOf(pid);
  const painel: number[] = [];
  const straight: number[] = [];
  for (let i = 0; i < WRITES; i += 1) {
    painel.push(await throughPainel(WARM_UP + i));
    straight.push(await direct(WARM_UP + i));
  }
  const cpuAfter = cpuMsOf(pid);
  const backendCpuMs = cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / WRITES;
  return { painel, straight, backendCpuMs };
}

/** The backend's peak memory above idle while it streams 5 × 10 MB attachments to the sandbox. */
async function measureUploadMemory(sandbox: RunningSandbox, backend: Backend): Promise<Figure> {
  // Orders whose payment holds no document yet: the vendor keeps at most 5 per payment.
  const store = sandbox.sandbox.store;
  const bare = store.rows.order
    .filter((row) => !row.removed && (store.record(row).payment?.files ?? []).length === 0)
    .map((row) => row.code);
  const upload = async (target: string | undefined, files: Array<{ name: string; bytes: Buffer }>) => {
    if (!target) throw new Error('no order without documents in the sandbox');
    const baseVersion = String(await mirrorVersion(backend.url, backend.headers, 'order', target));
    const form = await multipartBody({ status: 'received', baseVersion }, files);
    const response = await fetch(`${backend.url}/api/requests/order/${target}/payment`, {
      method: 'PUT',
      headers: { ...backend.headers, ...form.headers },
      body: form.payload,
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`the upload answered ${response.status}`);
  };
  // Warm the upload path with a small file, settle, then the real thing.
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
  const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;
  return {
    name: 'backend: peak memory above idle while streaming 5 x 10 MB attachments',
    value: mb(peak - idle),
    unit: 'MB',
    target: { below: 100 },
    note: `backend process alone: idle RSS ${mb(idle)} MB, peak ${mb(peak)} MB (${exactPeak ? 'kernel peak mark' : 'sampled every 5 ms'}); upload of 50 MB took ${Math.round(uploadMs)} ms`,
  };
}

/** How the write figures were taken: printed with the run and kept in each figure's note. */
function conditions(engine: string, samples: WriteSamples, load: number): string {
  const cpu =
    samples.backendCpuMs === null ? '' : `; backend CPU ${samples.backendCpuMs.toFixed(2)} ms per write`;
  return [
    `${WRITES} sequential writes after ${WARM_UP} warm-up pairs, alternating Painel and direct, one keep-alive fetch agent for both`,
    `the sandbox runs in the bench's own process and event loop (it serves both paths and the client); Painel's backend runs in a child process on ${engine}`,
    `Painel opens a new connection to the vendor for every call (ADR 010), counted in what it adds`,
    `through Painel p50 ${median(samples.painel).toFixed(2)} ms, p95 ${percentile(samples.painel, 95).toFixed(2)} ms; direct p50 ${median(samples.straight).toFixed(2)} ms, p95 ${percentile(samples.straight, 95).toFixed(2)} ms${cpu}`,
    `1-minute load average ${load.toFixed(2)} at the start`,
  ].join('; ');
}

/**
 * The target is measured on PostgreSQL, the production engine (ADR 027); the embedded PGlite's
 * figure comes second, without a target, for development's default.
 */
function writeFigures(
  engine: { label: string; description: string; target: boolean },
  samples: WriteSamples,
  load: number,
): Figure[] {
  const note = conditions(engine.description, samples, load);
  console.error(`backend${engine.label}: ${note}`);
  return [
    {
      name: `backend${engine.label}: added latency of a write (change of responsible), median`,
      value: median(samples.painel) - median(samples.straight),
      unit: 'ms',
      ...(engine.target ? { target: { below: 5 } } : {}),
      note,
    },
    {
      name: `backend${engine.label}: a write through Painel, median`,
      value: median(samples.painel),
      unit: 'ms',
      baseline: { label: 'straight to the sandbox', value: median(samples.straight) },
      note,
    },
  ];
}

/** The server the bench measures on: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local one. */
function benchServerUrl(): string {
  return (
    process.env.BENCH_DATABASE_URL ||
    process.env.TEST_DATABASE_URL ||
    'postgres://postgres@127.0.0.1:5432/test'
  );
}

/**
 * What the backend adds to a write (a change of responsible through Painel's HTTP API, with its
 * session, validation, idempotency key, governor reservation, audit) against the same call made
 * straight to the sandbox: on a fresh PostgreSQL database (the target) and on PGlite in memory;
 * and the backend's peak memory while it streams 5 × 10 MB attachments.
 */
export const backendBench: BenchCase = {
  group: 'backend',
  async run(): Promise<Figure[]> {
    const sandbox = await startSandbox({
      size: 500,
      seed: 'bench',
      limits: { callsPerHour: Number.MAX_SAFE_INTEGER, processingMsPerHour: Number.MAX_SAFE_INTEGER },
    });
    const figures: Figure[] = [];
    try {
      const server = benchServerUrl();
      // A database of its own, so the ledger starts empty as on PGlite, dropped afterwards.
      const database = await createPostgresTestDatabase(server).catch((error: unknown) => {
        throw new Error(
          `The write-path target is measured on PostgreSQL, and no server answered at ${new URL(server).host}: ` +
            'start one or set BENCH_DATABASE_URL (or TEST_DATABASE_URL).',
          { cause: error },
        );
      });
      try {
        const backend = await startChild(sandbox.url, sandbox.token, database.value);
        try {
          const load = loadavg()[0] ?? 0;
          const engine = { label: '', description: `PostgreSQL at ${new URL(server).host}`, target: true };
          figures.push(...writeFigures(engine, await measureWrites(sandbox, backend), load));
          figures.push(await measureUploadMemory(sandbox, backend));
        } finally {
          await stop(backend.child);
        }
      } finally {
        await database.dispose();
      }

      const embedded = await startChild(sandbox.url, sandbox.token, undefined);
      try {
        const load = loadavg()[0] ?? 0;
        const engine = { label: ' (PGlite)', description: 'PGlite in memory', target: false };
        figures.push(...writeFigures(engine, await measureWrites(sandbox, embedded), load));
      } finally {
        await stop(embedded.child);
      }
      return figures;
    } finally {
      await sandbox.close();
    }
  },
};
