import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../../db/database';
import { openDatabase } from '../../db/openDatabase';
import { initialBackfillCursor } from '../backfill';
import { writeSyncState } from '../syncStateStore';
import { backfillStateKey, storedBackfillStartedAt } from './leaderState';

const NOW = Date.parse('2025-04-05T12:00:00.000Z');

describe('since when Painel follows the account', () => {
  let opened: OpenedDatabase;
  beforeAll(async () => {
    opened = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(() => opened.close());

  const store = (type: 'order' | 'budget', startedAt: number | null) =>
    writeSyncState(
      opened.db,
      backfillStateKey(type),
      { ...initialBackfillCursor(NOW, 24), startedAt },
      new Date(NOW),
    );

  it('is unknown before any backfill began, then the earliest start of either type', async () => {
    expect(await storedBackfillStartedAt(opened.db)).toBeNull();
    await store('order', null);
    expect(await storedBackfillStartedAt(opened.db)).toBeNull();
    await store('budget', NOW - 5_000);
    expect(await storedBackfillStartedAt(opened.db)).toBe(NOW - 5_000);
    await store('order', NOW - 9_000);
    expect(await storedBackfillStartedAt(opened.db)).toBe(NOW - 9_000);
  });
});
