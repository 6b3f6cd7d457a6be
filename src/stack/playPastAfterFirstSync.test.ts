import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { governorStatus } from '../contract/api/governorStatus';
import { requestHistory } from '../bff/db/schema/history';
import { mirrorRequests } from '../bff/db/schema/mirror';
import { requestStatusStays } from '../bff/db/schema/statusStays';
import { DAY_MS, PAST_ACTIONS_PER_DAY } from '../sandbox/pastStretch';
import { holdsPastReach, playPastAfterFirstSync } from './playPastAfterFirstSync';
import { type Harness, startHarness } from './testing/stackHarness';

/** The present the sandbox's past leads to; its manual clock starts two days before. */
const PRESENT = Date.parse('2026-03-02T12:00:00Z');

/**
 * A fresh stack whose sandbox plays two days of past after Painel's first copy (ADR 051): Painel
 * lives in the present throughout, and what it records of those days is what the vendor said,
 * dated by the vendor's times. A manual clock, so the governor's budget is not spent by how slow
 * the machine is.
 */
describe('the sandbox plays its past after Painel has its first copy', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({
      sandbox: { clock: 'manual', startAt: PRESENT, size: 40, seed: 'past-stack', past: { days: 2 } },
    });
    await h.backend.services.sync.start({ tickMs: 5, publishEveryMs: 50 });
  }, 60_000);
  afterAll(async () => {
    await h.backend.services.sync.stop();
    await h.close();
  });

  const sandbox = () => h.stack.sandbox.sandbox;
  const painelNow = async () => {
    const viewer = await h.signIn('viewer');
    const answer = await fetch(`${h.backend.url}/api/governor`, { headers: viewer });
    return Date.parse(governorStatus.parse(await answer.json()).at);
  };

  it('keeps Painel in the present while the sandbox is behind it', async () => {
    expect(sandbox().past.state).toBe('waiting');
    expect(sandbox().clock.now()).toBe(PRESENT - 2 * DAY_MS);
    expect(await painelNow()).toBe(PRESENT);
  });

  it('plays once the mirror holds every request the past may move, and each move closes a stay dated by the vendor', async () => {
    // The first copy's pace is the machine's: at load 20 it took more than 50 s.
    await playPastAfterFirstSync(sandbox(), h.backend.services.db, { pollMs: 20, maxWaitMs: 170_000 });
    expect(sandbox().past.state).toBe('done');
    expect(sandbox().past.played).toBeGreaterThan(0.9 * 2 * PAST_ACTIONS_PER_DAY);
    await sandbox().webhooks.idle();
    await h.backend.services.sync.settle();
    expect(await holdsPastReach(h.backend.services.db, sandbox())).toBe(true);

    const db = h.backend.services.db;
    const stays = await db.select().from(requestStatusStays);
    expect(stays.length).toBeGreaterThan(3);
    const from = sandbox().past.from;
    for (const stay of stays) {
      // Each stay ends at a move of the played days, at the vendor's time of that move.
      expect(stay.leftAt.getTime()).toBeGreaterThan(from);
      expect(stay.leftAt.getTime()).toBeLessThan(PRESENT);
      expect(stay.ms).toBeGreaterThan(0);
      const [left] = await db
        .select({ at: requestHistory.at, observedAt: requestHistory.observedAt })
        .from(requestHistory)
        .where(eq(requestHistory.id, stay.historyId));
      expect(left?.at.getTime()).toBe(stay.leftAt.getTime());
      // Painel saw it in its own present, after the vendor's time: a late webhook, not a fake date.
      expect(left?.observedAt.getTime()).toBe(PRESENT);
    }
    // The mirror's statuses are the vendor's.
    for (const type of ['order', 'budget'] as const) {
      for (const row of sandbox().store.rows[type].filter((candidate) => !candidate.removed)) {
        const [mirrored] = await db
          .select({ dealStatus: mirrorRequests.dealStatus })
          .from(mirrorRequests)
          .where(and(eq(mirrorRequests.type, type), eq(mirrorRequests.code, row.code)));
        expect(mirrored?.dealStatus, `${type} ${row.code}`).toBe(sandbox().store.record(row).dealStatus);
      }
    }
  }, 180_000);

  it('brings the sandbox to the present, where the two clocks are one again', async () => {
    expect(sandbox().clock.now()).toBe(PRESENT);
    expect(await painelNow()).toBe(PRESENT);
    await h.advance(3_600_000);
    expect(await painelNow()).toBe(PRESENT + 3_600_000);
  });
});
