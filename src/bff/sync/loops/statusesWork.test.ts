import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RequestType } from '../../../contract/upstream/enums';
import { ManualClock } from '../../clock';
import type { OpenedDatabase } from '../../db/database';
import { openDatabase } from '../../db/openDatabase';
import { requestStatusesCache } from '../../db/schema';
import { HttpProblem } from '../../http/problem';
import { createLeaderState } from './leaderState';
import { runStatusesRead, statusesToRead } from './statusesWork';
import { emptySyncCounters, type SyncWorkContext } from './syncWorkContext';

describe("the sync's first read of the statuses (ADR 051)", () => {
  let opened: OpenedDatabase;
  let reads: RequestType[];
  let vendorDown: boolean;

  beforeAll(async () => {
    opened = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(() => opened.close());
  beforeEach(async () => {
    await opened.db.delete(requestStatusesCache);
    reads = [];
    vendorDown = false;
  });

  /** The step as the sync's vendor loop runs it; a read stores what the statuses cache would. */
  const syncContext = () =>
    ({
      db: opened.db,
      clock: new ManualClock(new Date('2025-04-05T12:00:00.000Z')),
      counters: emptySyncCounters(),
      logger: undefined,
      readStatuses: async (type: RequestType) => {
        reads.push(type);
        if (vendorDown)
          throw new HttpProblem({ status: 503, code: 'upstream_unavailable', detail: 'The vendor is down.' });
        const statuses = [{ name: 'Novo', sequence: 10, type }];
        await opened.db
          .insert(requestStatusesCache)
          .values({ type, statuses, fetchedAt: new Date(), unreadable: 0 });
      },
    }) as unknown as SyncWorkContext;

  it('reads each type once, then has nothing left to read', async () => {
    const state = createLeaderState();
    const context = syncContext();
    for (let type = await statusesToRead(context, state); type; type = await statusesToRead(context, state)) {
      await runStatusesRead(context, state, type);
    }
    expect(reads).toEqual(['order', 'budget']);
    expect(await statusesToRead(context, state)).toBeNull();
    // A new leader finds them stored and reads nothing either.
    expect(await statusesToRead(context, createLeaderState())).toBeNull();
  });

  it('waits and tries the same type again when the vendor cannot be asked', async () => {
    vendorDown = true;
    const state = createLeaderState();
    const context = syncContext();
    expect(await statusesToRead(context, state)).toBe('order');
    await runStatusesRead(context, state, 'order');
    expect(state.blocks.get('statuses')).toBeGreaterThan(context.clock.now());
    expect(state.failures.statuses).toBe(1);
    expect(await statusesToRead(context, state)).toBe('order');
  });
});
