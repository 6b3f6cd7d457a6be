import { afterEach, describe, expect, it } from 'vitest';
import { governorStatus } from '../contract/api/governorStatus';
import { problemDocument } from '../contract/api/problem';
import {
  createPostgresTestDatabase,
  createTempDataDir,
  testPostgresUrl,
  skipPostgresSuite,
} from '../bff/db/testing/testDatabases';
import type { RunningBackend } from './startBackend';
import { mirrorVersion } from './testing/mirrorVersion';
import {
  type Harness,
  maxCallsInAnyRollingHour,
  type SandboxCall,
  startHarness,
} from './testing/stackHarness';

const MINUTE = 60_000;
const BUDGET = 60;

interface Attempt {
  status: number;
  code?: string;
  retryAt?: string;
}

/** What the sandbox's world offers to write to: order codes, their payment ids, collaborators. */
function targets(h: Harness) {
  const sandbox = h.stack.sandbox.sandbox;
  const rows = sandbox.store.rows.order.filter((row) => !row.removed && row.paymentId);
  const emails = sandbox.store.world.collaborators.map((person) => person.email);
  return {
    code: (n: number) => rows[n % rows.length]?.code ?? '',
    paymentId: (n: number) => rows[n % rows.length]?.paymentId ?? '',
    email: (n: number) => emails[n % emails.length] ?? '',
  };
}

/**
 * One attempt of a mix of what people do: mostly writes (changes of responsible, payment record
 * updates), reads of the cached statuses, refreshes they asked for, payment records they opened.
 */
async function attempt(
  backend: RunningBackend,
  headers: Record<string, string>,
  h: Harness,
  n: number,
): Promise<Attempt> {
  const t = targets(h);
  const kind = n % 10;
  // A change of responsible names the version it is made on (ADR 035): read from the mirror, no vendor call.
  const baseVersion = kind < 4 ? await mirrorVersion(backend.url, headers, 'order', t.code(n)) : 0;
  const request =
    kind < 4
      ? {
          method: 'PUT',
          path: `/api/requests/order/${t.code(n)}/responsible`,
          json: { email: t.email(n), baseVersion },
        }
      : kind < 6
        ? {
            method: 'PUT',
            path: `/api/payments/${t.paymentId(n)}`,
            json: { status: n % 3 === 0 ? 'received' : 'requested' },
          }
        : kind < 8
          ? { method: 'GET', path: '/api/statuses/order' }
          : kind === 8
            ? { method: 'POST', path: '/api/statuses/budget/refresh' }
            : { method: 'GET', path: `/api/payments/${t.paymentId(n)}` };
  const response = await fetch(`${backend.url}${request.path}`, {
    method: request.method,
    headers: 'json' in request ? { ...headers, 'content-type': 'application/json' } : headers,
    body: 'json' in request ? JSON.stringify(request.json) : undefined,
  });
  const body = (await response.json()) as unknown;
  if (response.status < 400) return { status: response.status };
  const problem = problemDocument.parse(body);
  return { status: response.status, code: problem.code, retryAt: problem.retryAt };
}

function expectOnlyServedOrRefusedInTime(attempts: Attempt[]) {
  const outcomes = new Map<string, number>();
  for (const a of attempts) {
    const key = a.status === 200 ? '200' : `${a.status} ${a.code ?? ''}`;
    outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
  }
  expect([...outcomes.keys()].sort()).toEqual(
    [...outcomes.keys()].filter((key) => key === '200' || key === '503 vendor_budget_exhausted').sort(),
  );
  for (const a of attempts) if (a.status === 503) expect(a.retryAt).toBeDefined();
  return outcomes;
}

function expectInsideTheBudget(calls: SandboxCall[], budget: number) {
  expect(calls.filter((call) => call.status === 429 || call.refused)).toEqual([]);
  expect(maxCallsInAnyRollingHour(calls)).toBeLessThanOrEqual(budget);
}

describe('the vendor budget, held by the whole stack against the sandbox', () => {
  let h: Harness | undefined;
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    await h?.close();
    h = undefined;
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('keeps 2,000 concurrent attempts over a simulated 90 minutes inside the budget of every rolling hour, with zero 429s', async () => {
    h = await startHarness({
      env: { GOVERNOR_MAX_CALLS_PER_HOUR: String(BUDGET), LOG_LEVEL: 'info' },
      // One call more than Painel's budget: any overshoot would be answered 429 and show here.
      sandbox: { limits: { callsPerHour: BUDGET + 1 } },
    });
    const staff = await h.signIn('sales', 'finance');
    const attempts: Attempt[] = [];
    let n = 0;
    for (let wave = 0; wave < 30; wave += 1) {
      // Bursts of 100, 30 and 70 at once, 3 simulated minutes apart: 2,000 in 90 minutes.
      const size = [100, 30, 70][wave % 3] ?? 0;
      const burst = Array.from({ length: size }, () =>
        attempt(h?.backend ?? fail(), staff, h ?? fail(), n++),
      );
      attempts.push(...(await Promise.all(burst)));
      await h.advance(3 * MINUTE);
    }
    expect(attempts).toHaveLength(2_000);
    const outcomes = expectOnlyServedOrRefusedInTime(attempts);
    const calls = await h.calls();
    expectInsideTheBudget(calls, BUDGET);
    // The budget was used, not merely avoided: a full hour's worth and more over 90 minutes.
    expect(calls.length).toBeGreaterThan(BUDGET);
    expect(outcomes.get('503 vendor_budget_exhausted')).toBeGreaterThan(1_000);
    // Reads of the statuses came from the cache: one fetch, then none.
    expect(calls.filter((call) => call.path === '/api/v1/request/order/statuses')).toHaveLength(1);
  }, 180_000);

  it('after a forced 429 sends not one more call until an admin resets the circuit', async () => {
    h = await startHarness({});
    let staff = await h.signIn('sales', 'finance');
    // The vendor's limit is far lower than Painel believes: the fourth call is answered 429.
    await h.control('PUT', '/limits', { callsPerHour: 3 });
    const results: Attempt[] = [];
    for (let n = 0; n < 4; n += 1) results.push(await attempt(h.backend, staff, h, n * 10));
    expect(results.map((r) => `${r.status} ${r.code ?? ''}`.trim())).toEqual([
      '200',
      '200',
      '200',
      '503 vendor_circuit_open',
    ]);
    const afterOpening = await h.lastCallId();
    const opened = (await h.calls()).at(-1);
    expect(opened).toMatchObject({ status: 429, refused: 'hardLimit' });

    // Anything anyone tries now is refused by Painel itself, at once, for as long as it takes.
    const later: Attempt[] = [];
    for (let round = 0; round < 3; round += 1) {
      later.push(
        ...(await Promise.all(
          Array.from({ length: 30 }, (_, i) =>
            attempt(h?.backend ?? fail(), staff, h ?? fail(), round * 30 + i),
          ),
        )),
      );
      await h.advance(90 * MINUTE);
      // Sessions end after 30 idle minutes; people sign in again and keep trying.
      staff = await h.signIn('sales', 'finance');
    }
    const refusedLater = later.filter((a) => a.status !== 200);
    expect(new Set(refusedLater.map((a) => a.code))).toEqual(new Set(['vendor_circuit_open']));
    // Only the cached statuses (never fetched before the opening) could be served: none were.
    expect(await h.calls(afterOpening)).toEqual([]);
    const circuit = await fetch(`${h.backend.url}/api/governor`, { headers: staff });
    expect(governorStatus.parse(await circuit.json()).circuit).toMatchObject({
      state: 'open',
      cause: expect.stringContaining('429 hardLimit') as unknown,
    });

    // The vendor's support reactivates the account; Painel still waits for the admin.
    await h.control('POST', '/token/reactivate', { resetUsage: true });
    await h.control('PUT', '/limits', { callsPerHour: 600 });
    expect((await attempt(h.backend, staff, h, 0)).code).toBe('vendor_circuit_open');
    expect(await h.calls(afterOpening)).toEqual([]);

    const admin = await h.signIn('admin');
    const reset = await fetch(`${h.backend.url}/api/admin/governor/reset`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ confirm: true, note: 'vendor support ticket 123' }),
    });
    expect(reset.status).toBe(200);
    expect((await attempt(h.backend, staff, h, 0)).status).toBe(200);
    expect(await h.calls(afterOpening)).toHaveLength(1);
  }, 120_000);

  it('keeps the ledger across a restart in the middle of the hour', async () => {
    const folder = await createTempDataDir();
    cleanups.push(folder.dispose);
    const budget = 20;
    h = await startHarness({
      dataDir: folder.value,
      // A budget this small leaves no room for the bulk reserve's default of 20 (ADR 075).
      env: { GOVERNOR_MAX_CALLS_PER_HOUR: String(budget), BULK_PEOPLE_RESERVE_CALLS: '0', LOG_LEVEL: 'info' },
      sandbox: { limits: { callsPerHour: budget + 1 } },
    });
    let staff = await h.signIn('sales');
    const responsible = (n: number) => attempt(h?.backend ?? fail(), staff, h ?? fail(), n * 10);
    const first = await Promise.all(Array.from({ length: 30 }, (_, n) => responsible(n)));
    expect(first.filter((a) => a.status === 200)).toHaveLength(budget);

    await h.advance(20 * MINUTE);
    await h.restartBackend();
    staff = await h.signIn('sales');
    const second = await Promise.all(Array.from({ length: 30 }, (_, n) => responsible(n)));
    expect(second.every((a) => a.code === 'vendor_budget_exhausted')).toBe(true);
    expect(new Set(second.map((a) => a.retryAt))).toEqual(new Set([expect.any(String) as unknown]));

    // The hour after the first burst, the budget is back, in the restarted process too.
    await h.advance(41 * MINUTE);
    staff = await h.signIn('sales');
    const third = await Promise.all(Array.from({ length: 30 }, (_, n) => responsible(n)));
    expect(third.filter((a) => a.status === 200)).toHaveLength(budget);
    expectInsideTheBudget(await h.calls(), budget);
    expect(await h.calls()).toHaveLength(2 * budget);
  }, 120_000);

  const skipPostgres = skipPostgresSuite('two backend processes on one PostgreSQL (stack)');
  it.skipIf(skipPostgres)(
    'keeps two backends on one PostgreSQL inside one budget',
    async () => {
      const database = await createPostgresTestDatabase(testPostgresUrl ?? '');
      cleanups.push(database.dispose);
      const budget = 40;
      h = await startHarness({
        env: { DATABASE_URL: database.value, GOVERNOR_MAX_CALLS_PER_HOUR: String(budget), LOG_LEVEL: 'info' },
        sandbox: { limits: { callsPerHour: budget + 1 } },
      });
      const other = await h.addBackend();
      const replicas = [h.backend, other];
      const sessions = [await h.signIn('sales', 'finance'), await h.signInTo(other, 'sales', 'finance')];
      const attempts: Attempt[] = [];
      for (let wave = 0; wave < 8; wave += 1) {
        const burst = Array.from({ length: 50 }, (_, i) => {
          const n = wave * 50 + i;
          return attempt(replicas[n % 2] ?? fail(), sessions[n % 2] ?? fail(), h ?? fail(), n);
        });
        attempts.push(...(await Promise.all(burst)));
        await h.advance(15 * MINUTE);
      }
      expectOnlyServedOrRefusedInTime(attempts);
      const calls = await h.calls();
      expectInsideTheBudget(calls, budget);
      expect(calls.length).toBeGreaterThan(budget);
    },
    180_000,
  );
});

function fail(): never {
  throw new Error('the harness is not running');
}
