import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { governorStatus } from '../../contract/api/governorStatus';
import { problemDocument } from '../../contract/api/problem';
import { requestDetail, requestPage } from '../../contract/api/requests';
import { type FaultFigures, FaultStack, MINUTE, reportFigures, until } from '../testing/faultStack';

const BUDGET = 300;
/** Small, so a hanging vendor costs seconds, not the default ten; large enough for a loaded CI. */
const TIMEOUT_MS = 3_000;

/**
 * Every way the vendor fails, against the whole stack with its sync running: what a person sees
 * through Painel's API (reads from the mirror keep answering 200; a write says clearly what
 * happened and what to do), and that nothing is lost (after the fault the mirror equals the
 * sandbox, every accepted write is held by the vendor exactly once, every event reached the inbox,
 * no vendor call over the budget or after a 429).
 */
describe('vendor faults through the whole stack', () => {
  let s: FaultStack;
  const figures: FaultFigures[] = [];
  let n = 0;

  beforeAll(async () => {
    const t0 = Date.now();
    s = await FaultStack.start({
      size: 60,
      budget: BUDGET,
      env: { UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS) },
    });
    // The backfill starts a little after the process does.
    await until(
      async () => {
        await s.advance(MINUTE);
        return (await s.sync.fullFreshness()).backfill.state === 'done';
      },
      'the backfill is done',
      200_000,
    );
    expect((await s.sync.fullFreshness()).backfill.state).toBe('done');
    await s.expectMirrorEqual();
    console.info(
      `vendor faults: stack started, backfilled and equal to the sandbox in ${Date.now() - t0} ms`,
    );
  }, 500_000);
  afterAll(async () => {
    await s.close();
  }, 60_000);

  /** A code and an e-mail never written before in this file, so each write is told apart. */
  const next = () => {
    n += 1;
    const orders = s.orders();
    const emails = s.emails();
    const row = orders[(n * 7) % orders.length];
    const current = row ? s.sandbox.store.peek(row).record.responsible?.email : undefined;
    const email = [0, 1].map((k) => emails[(n + k) % emails.length] ?? '').find((e) => e !== current) ?? '';
    return { code: row?.code ?? '', email };
  };

  /** Things happen at the vendor meanwhile: webhooks to receive, silent changes to find. */
  const activity = () => {
    const orders = s.orders();
    // The first request from `start` the action applies to (a final status takes no status change).
    const run = (action: 'statusChange' | 'paymentStatus' | 'notes', start: number) => {
      for (let i = 0; i < orders.length; i += 1) {
        try {
          s.sandbox.actions.run(action, orders[(start + i) % orders.length]?.code);
          return;
        } catch {
          // Not applicable to this request: the next one.
        }
      }
      throw new Error(`no request takes ${action}`);
    };
    run('statusChange', n * 11 + 1);
    run('paymentStatus', n * 11 + 2);
    run('notes', n * 11 + 3);
  };

  const expectReadsFromTheMirror = async () => {
    const answers = await Promise.all([s.read(), s.read(), s.read()]);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(requestPage.parse(answer.body).items.length).toBeGreaterThan(0);
    }
  };

  const expectUnapplied = (code: string, email: string) => {
    const row = s.sandbox.store.rows.order.find((candidate) => candidate.code === code);
    expect(row && s.sandbox.store.peek(row).record.responsible?.email).not.toBe(email);
  };

  /** Runs a case: the fault, what the user sees during it, then the figures once it cleared. */
  async function faultCase(name: string, during: () => Promise<void>, options: { forced429s?: number } = {}) {
    const servedBefore = s.served.length;
    const acceptedBefore = s.accepted.length;
    const uncertainBefore = s.uncertain;
    const callsBefore = s.sandbox.calls.entries.at(-1)?.id ?? 0;
    await s.signInAgain();
    try {
      await during();
    } finally {
      await s.h.control('DELETE', '/faults');
      await s.startSync();
    }
    const comparison = await s.expectMirrorEqual();
    const writes = s.writeFigures(acceptedBefore, callsBefore, uncertainBefore);
    const fiveXx = s.fiveXx(servedBefore);
    figures.push({
      case: `${name} (${comparison.compared} requests equal)`,
      eventsLost: await s.eventsLost(),
      writesLost: writes.lost,
      writesDuplicated: writes.duplicated,
      upstreamOverruns: await s.upstreamOverruns(options.forced429s ?? 0),
      unexplained5xx: fiveXx.unexplained,
      explainedVendorProblems: fiveXx.explained,
    });
  }

  it('a slow vendor: reads answer from the mirror, writes take longer and land', async () => {
    await faultCase('slow (400 ms a call)', async () => {
      await s.h.control('PUT', '/faults', { latencyMs: 400 });
      activity();
      const started = Date.now();
      await expectReadsFromTheMirror();
      const readsMs = Date.now() - started;
      const { code, email } = next();
      expect((await s.write(code, email)).status).toBe(200);
      // Reads never waited for the vendor: three of them took less than one vendor call.
      console.info(`slow vendor: 3 reads in ${readsMs} ms`);
      await s.settle();
    });
  }, 300_000);

  it('a vendor failing with 500s: reads answer, a write is refused clearly and nothing is applied', async () => {
    await faultCase('500s (every call)', async () => {
      await s.h.control('PUT', '/faults', { errorRate: 1 });
      activity();
      await s.settle();
      await expectReadsFromTheMirror();
      const { code, email } = next();
      const refused = await s.write(code, email);
      expect(refused.status).toBe(502);
      const problem = problemDocument.parse(refused.body);
      expect(problem.code).toBe('vendor_unavailable');
      expect(problem.detail).toMatch(/answered 500.*Try again in a few minutes/s);
      expectUnapplied(code, email);
      // The person tries again once the vendor is back: exactly one change lands.
      await s.h.control('DELETE', '/faults');
      expect((await s.write(code, email)).status).toBe(200);
    });
  }, 300_000);

  it('a vendor answering malformed JSON: the call is counted, nothing is corrupted, the user is told', async () => {
    await faultCase('malformed JSON', async () => {
      const governorBefore = governorStatus.parse((await s.governor()).body);
      await s.h.control('PUT', '/faults', { malformed: true });
      activity();
      await s.settle();
      await expectReadsFromTheMirror();
      const { code, email } = next();
      const answer = await s.write(code, email);
      expect(answer.status).toBe(502);
      const problem = problemDocument.parse(answer.body);
      // A cut-off 200: the person is told the change may have happened and to reload.
      console.info(`malformed JSON: the write answered ${answer.status} ${problem.code}: ${problem.detail}`);
      expect(problem.code).toBe('vendor_unreadable_answer');
      // It did reach the vendor, once: the change is there (the mirror equals the sandbox below).
      expect(s.responsibleOf(code)).toBe(email);
      expect(problem.detail).toMatch(/may or may not have been applied: reload the request/);
      const truncated = s.sandbox.calls.entries.filter((call) => call.fault === 'malformed');
      expect(truncated.length).toBeGreaterThan(0);
      // Counted in the ledger like any other call: the vendor counted it too.
      const governorAfter = governorStatus.parse((await s.governor()).body);
      expect(governorAfter.calls.used).toBeGreaterThan(governorBefore.calls.used);
      // The mirror still serves the request whole, its unreadable fields listed (none here).
      const detail = await s.painel('read', 'GET', `/api/requests/order/${code}`);
      expect(detail.status).toBe(200);
      expect(requestDetail.parse(detail.body).unreadable).toEqual([]);
    });
  }, 300_000);

  it('a hanging vendor: the call times out, counted at its time-out, the user gets a retryable problem', async () => {
    await faultCase('hanging', async () => {
      // The sync is paused so that the ledger shows this one call alone.
      await s.stopSync();
      const before = governorStatus.parse((await s.governor()).body);
      await s.h.control('PUT', '/faults', { hang: true });
      activity();
      await expectReadsFromTheMirror();
      const { code, email } = next();
      const started = Date.now();
      const writing = s.write(code, email);
      // While it hangs, the call is counted at its time-out.
      await until(
        async () => governorStatus.parse((await s.governor()).body).inFlight === 1,
        'the call is on the wire',
      );
      const during = governorStatus.parse((await s.governor()).body);
      expect(during.seconds.used - before.seconds.used).toBeGreaterThanOrEqual(TIMEOUT_MS / 1000 - 0.01);
      const answer = await writing;
      const tookMs = Date.now() - started;
      expect(answer.status).toBe(504);
      const problem = problemDocument.parse(answer.body);
      expect(problem.code).toBe('vendor_timeout');
      expect(problem.detail).toMatch(/did not answer in time/);
      expect(tookMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
      const after = governorStatus.parse((await s.governor()).body);
      expect(after.calls.used).toBe(before.calls.used + 1);
      expect(after.inFlight).toBe(0);
      expect(s.sandbox.calls.entries.at(-1)).toMatchObject({ fault: 'hang', status: null });
      expectUnapplied(code, email);
      await s.h.control('DELETE', '/faults');
      expect((await s.write(code, email)).status).toBe(200);
      await s.startSync();
    });
  }, 300_000);

  it.each(['array', 'single'] as const)(
    'a listing answered as a bare %s: reconcile carries on and nothing is lost',
    async (listShape) => {
      await faultCase(`list body: ${listShape}`, async () => {
        await s.h.control('PUT', '/faults', { listShape });
        activity();
        s.sandbox.actions.run('create', undefined, { type: 'order' });
        const { code, email } = next();
        expect((await s.write(code, email)).status).toBe(200);
        await s.advance(31 * MINUTE);
        await s.signInAgain();
        await expectReadsFromTheMirror();
        const shaped = s.sandbox.calls.entries.filter(
          (call) => call.path.includes('/requests/') && call.status === 200,
        );
        expect(shaped.length).toBeGreaterThan(0);
      });
    },
    300_000,
  );

  it('204s (an empty page, an empty change feed) are read as "no records"', async () => {
    await faultCase('204 empty pages', async () => {
      activity();
      await s.advance(31 * MINUTE);
      await s.signInAgain();
      await expectReadsFromTheMirror();
      // Nothing removed, nothing new since the last listing: the vendor answered 204 and the
      // sync went on (the mirror equals the sandbox below).
      expect(s.sandbox.calls.entries.filter((call) => call.status === 204).length).toBeGreaterThan(0);
    });
  }, 300_000);

  it('a revoked token (401): writes are refused with a clear problem, reads continue', async () => {
    await faultCase('revoked token (401)', async () => {
      const sandbox = s.sandbox as unknown as { token: string };
      const token = sandbox.token;
      sandbox.token = 'revoked-by-the-vendor';
      try {
        activity();
        await s.settle();
        await expectReadsFromTheMirror();
        const { code, email } = next();
        const answer = await s.write(code, email);
        expect(answer.status).toBe(502);
        const problem = problemDocument.parse(answer.body);
        expect(problem.code).toBe('vendor_unauthorized');
        expect(problem.detail).toMatch(/refused Painel’s access token.*administrator/s);
        expectUnapplied(code, email);
      } finally {
        sandbox.token = token;
      }
      const { code, email } = next();
      expect((await s.write(code, email)).status).toBe(200);
    });
  }, 300_000);

  it('a 429: the circuit opens, the banner shows its cause, not one call more until the admin resets it', async () => {
    await faultCase(
      '429 (circuit)',
      async () => {
        // The vendor's limit is far lower than Painel believes: the next call is answered 429.
        await s.h.control('PUT', '/limits', { callsPerHour: 1 });
        activity();
        const first = next();
        const refused = await s.write(first.code, first.email);
        await s.settle();
        expect(refused.status).toBe(503);
        expect(problemDocument.parse(refused.body).code).toBe('vendor_circuit_open');
        const opened = (await s.h.calls()).filter((call) => call.status === 429);
        expect(opened).toHaveLength(1);
        const openedAt = opened[0]?.id ?? 0;

        const banner = governorStatus.parse((await s.governor()).body);
        expect(banner.circuit).toMatchObject({
          state: 'open',
          cause: expect.stringContaining('429') as unknown,
        });

        // Hours go by with people reading, writing and the vendor's events arriving.
        for (let hour = 0; hour < 2; hour += 1) {
          activity();
          await s.advance(60 * MINUTE);
          await s.signInAgain();
          await expectReadsFromTheMirror();
          const { code, email } = next();
          const answer = await s.write(code, email);
          expect(answer.status).toBe(503);
          expect(problemDocument.parse(answer.body).detail).toMatch(/administrator must ask the vendor/);
        }
        expect(await s.h.calls(openedAt)).toEqual([]);

        // The vendor reactivates the account; Painel still waits for the admin.
        await s.h.control('POST', '/token/reactivate', { resetUsage: true });
        await s.h.control('PUT', '/limits', { callsPerHour: BUDGET + 1 });
        await s.advance(MINUTE);
        expect((await s.write(first.code, first.email)).code).toBe('vendor_circuit_open');
        expect(await s.h.calls(openedAt)).toEqual([]);

        const admin = await s.h.signIn('admin');
        const reset = await s.painel(
          'admin',
          'POST',
          '/api/admin/governor/reset',
          { confirm: true, note: 'vendor support ticket 9' },
          admin,
        );
        expect(reset.status).toBe(200);
        expect((await s.write(first.code, first.email)).status).toBe(200);
      },
      { forced429s: 1 },
    );
  }, 300_000);

  it('reports the figures: every one is zero', () => {
    reportFigures('vendor faults: figures per case', figures);
    expect(figures).toHaveLength(9);
  });
});
