import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock';
import type { OpenedDatabase } from '../../db/database';
import { openDatabase } from '../../db/openDatabase';
import {
  createPostgresTestDatabase,
  type Disposable,
  testPostgresUrl,
  skipPostgresSuite,
} from '../../db/testing/testDatabases';
import { HttpProblem } from '../../http/problem';
import { fingerprintOf } from './fingerprint';
import { type IdempotencyClaim, IdempotencyStore } from './idempotencyStore';

const claim = (key: string, fingerprint = 'f1', principal = 'user:1'): IdempotencyClaim => ({
  principal,
  key,
  route: 'PUT /api/payments/p1',
  fingerprint,
});

async function refusal(promise: Promise<unknown>): Promise<HttpProblem> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof HttpProblem)) throw new Error(`expected a problem, got ${String(error)}`);
  return error;
}

function behaves(open: () => Promise<{ databases: OpenedDatabase[]; dispose(): Promise<void> }>) {
  let databases: OpenedDatabase[];
  let dispose: () => Promise<void>;
  const clock = new ManualClock(Date.UTC(2025, 5, 2, 12, 0));
  let store: IdempotencyStore;
  let other: IdempotencyStore;

  beforeAll(async () => {
    ({ databases, dispose } = await open());
    const [first, second] = databases;
    if (!first || !second) throw new Error('two handles expected');
    const windows = { abandonedAfterMs: 60_000, settleMs: 10_000 };
    store = new IdempotencyStore({ db: first.db, clock, ...windows });
    other = new IdempotencyStore({ db: second.db, clock, ...windows });
  });
  afterAll(() => dispose());

  it('lets the first submit run, replays its answer, and refuses other content', async () => {
    expect(await store.begin(claim('k1'))).toEqual({ kind: 'proceed' });
    expect((await refusal(other.begin(claim('k1')))).code).toBe('idempotency_in_progress');
    await store.complete(claim('k1'), { status: 200, body: { ok: true } });
    expect(await other.begin(claim('k1'))).toEqual({
      kind: 'replay',
      answer: { status: 200, body: { ok: true } },
    });
    const reused = await refusal(other.begin(claim('k1', 'f2')));
    expect(reused.status).toBe(422);
    expect(reused.code).toBe('idempotency_key_reused');
    expect(reused.message).toContain('PUT /api/payments/p1');
  });

  it('keeps keys of different people apart', async () => {
    expect(await store.begin(claim('shared', 'f1', 'user:1'))).toEqual({ kind: 'proceed' });
    expect(await store.begin(claim('shared', 'f9', 'user:2'))).toEqual({ kind: 'proceed' });
  });

  it('forgets a released key, so that the retry runs again', async () => {
    await store.begin(claim('k2'));
    await store.release(claim('k2'));
    expect(await other.begin(claim('k2'))).toEqual({ kind: 'proceed' });
  });

  it('keeps a running submit claimed, and has a retry check the vendor once its process is gone', async () => {
    await store.begin(claim('k3'));
    clock.advance(50_000);
    await store.renew(claim('k3'));
    clock.advance(50_000);
    // Renewed 50 s ago, within the 60 s lease: still running, and the problem says how long.
    const running = await refusal(other.begin(claim('k3')));
    expect(running.code).toBe('idempotency_in_progress');
    expect(running.headers['retry-after']).toBe('10');
    expect(running.message).toContain('in 10 s');
    clock.advance(10_000);
    expect(await other.begin(claim('k3'))).toEqual({ kind: 'verify', after: 'abandoned' });
    // Taken over: the key is claimed again, by the retry, and other content is still refused.
    expect((await refusal(store.begin(claim('k3')))).code).toBe('idempotency_in_progress');
    expect((await refusal(store.begin(claim('k3', 'f2')))).code).toBe('idempotency_key_reused');
    await other.complete(claim('k3'), { status: 200, body: 1 });
    clock.advance(24 * 3_600_000);
    expect(await store.begin(claim('k3', 'something else'))).toEqual({ kind: 'proceed' });
  });

  it('has a retry check the vendor after an ambiguous end, once the call could no longer land', async () => {
    await store.begin(claim('k4'));
    await store.markAmbiguous(claim('k4'), 504);
    const settling = await refusal(other.begin(claim('k4')));
    expect(settling.code).toBe('idempotency_in_progress');
    expect(settling.headers['retry-after']).toBe('10');
    clock.advance(10_000);
    expect(await other.begin(claim('k4'))).toEqual({ kind: 'verify', after: 'ambiguous' });
    // The retry's own claim is a running submit again, renewed as such.
    expect((await refusal(store.begin(claim('k4')))).code).toBe('idempotency_in_progress');
    await other.complete(claim('k4'), { status: 200, body: { ok: 1 } });
    expect(await store.begin(claim('k4'))).toEqual({
      kind: 'replay',
      answer: { status: 200, body: { ok: 1 } },
    });
  });

  it('lets exactly one of many simultaneous claims of one key proceed', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? store : other).begin(claim('race'))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as HttpProblem] : []));
    expect(refused.map((problem) => problem.code)).toEqual(Array(9).fill('idempotency_in_progress'));
  });
}

describe('the idempotency store on PGlite', () => {
  behaves(async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    // One PGlite belongs to one process: both stores share the handle.
    return { databases: [database, database], dispose: () => database.close() };
  });
});

const skipPostgres = skipPostgresSuite('the idempotency store on PostgreSQL');
describe.skipIf(skipPostgres)('the idempotency store on PostgreSQL, two pools as two processes', () => {
  behaves(async () => {
    const created: Disposable<string> = await createPostgresTestDatabase(testPostgresUrl ?? '');
    const first = await openDatabase({ databaseUrl: created.value, dataDir: 'unused' });
    const second = await openDatabase({ databaseUrl: created.value, dataDir: 'unused' });
    return {
      databases: [first, second],
      async dispose() {
        await first.close();
        await second.close();
        await created.dispose();
      },
    };
  });
});

describe('fingerprintOf', () => {
  it('ignores field order and absent fields, and sees any change of content', () => {
    const base = { method: 'PUT', path: '/api/x', fields: { a: '1', b: '2' } };
    expect(fingerprintOf(base)).toBe(fingerprintOf({ ...base, fields: { b: '2', c: undefined, a: '1' } }));
    expect(fingerprintOf(base)).not.toBe(fingerprintOf({ ...base, fields: { a: '1', b: '3' } }));
    expect(fingerprintOf(base)).not.toBe(fingerprintOf({ ...base, path: '/api/y' }));
    const file = { name: 'a.pdf', size: 3, sha256: 'abc' };
    expect(fingerprintOf({ ...base, files: [file] })).not.toBe(
      fingerprintOf({ ...base, files: [{ ...file, sha256: 'abd' }] }),
    );
  });
});
