import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import type { Database } from '../db/database';
import { requestHistory } from '../db/schema/history';
import { mirrorRequests } from '../db/schema/mirror';
import { applyObservation } from '../mirror/apply/applyObservation';
import { refreshRequest } from './refreshRequest';
import { FakeListing } from './testing/fakeListing';
import { openSyncTestDatabase } from './testing/syncTestDatabase';

const NOW = Date.UTC(2025, 5, 15, 12);

describe('refreshing one request', () => {
  let opened: Awaited<ReturnType<typeof openSyncTestDatabase>>;
  let db: Database;
  let clock: ManualClock;
  let listing: FakeListing;
  beforeAll(async () => {
    opened = await openSyncTestDatabase();
    db = opened.db;
  });
  afterAll(() => opened.close());
  beforeEach(async () => {
    await opened.reset();
    clock = new ManualClock(NOW);
    listing = new FakeListing(clock);
    // Codes that contain "10050" are listed too by code=10050, the newer ones first.
    for (const [i, code] of ['10050', '110050', '100500', '100501', '210050', '10051'].entries()) {
      listing.add({ type: 'order', code, createdAt: NOW - 1000 * (10 - i), lastUpdate: NOW, removed: false });
    }
  });

  const stored = async (code: string) =>
    (
      await db
        .select()
        .from(mirrorRequests)
        .where(and(eq(mirrorRequests.type, 'order'), eq(mirrorRequests.code, code)))
    )[0];

  it('finds the exact code among the substring matches and applies it with the attribution asked for', async () => {
    listing.change('order', '10050', { dealStatus: 'Faturado' });
    const outcome = await refreshRequest(
      { db, list: listing.list, apply: applyObservation },
      {
        type: 'order',
        code: '10050',
        priority: 'refresh',
        source: 'write',
        person: { id: 'u-ana', name: 'Ana', email: 'ana@example.com' },
      },
    );
    expect(outcome).toMatchObject({ found: 'live', calls: 1, result: { outcome: 'created' } });
    expect(listing.calls[0]?.query).toEqual({ code: '10050' });
    expect((await stored('10050'))?.dealStatus).toBe('Faturado');
    expect(await stored('110050')).toBeUndefined();
    const [history] = await db.select().from(requestHistory);
    expect(history).toMatchObject({
      code: '10050',
      source: 'write',
      actor: 'ana@example.com',
      changedBy: { kind: 'person', id: 'u-ana', name: 'Ana' },
    });
  });

  it('pages on when the exact code is not on the first page', async () => {
    for (let i = 0; i < 60; i += 1) {
      listing.add({ type: 'order', code: `9${i}10050`, createdAt: NOW + i, lastUpdate: NOW, removed: false });
    }
    const outcome = await refreshRequest(
      { db, list: listing.list, apply: applyObservation },
      { type: 'order', code: '10050', priority: 'webhook', source: 'refresh' },
    );
    expect(outcome).toMatchObject({ found: 'live', calls: 2 });
    expect(listing.calls.map((call) => call.page)).toEqual([1, 2]);
  });

  it('sees a removal that sent no webhook, and looks among removed requests first once it knows', async () => {
    await refreshRequest(
      { db, list: listing.list, apply: applyObservation },
      { type: 'order', code: '10051', priority: 'webhook', source: 'refresh' },
    );
    clock.advance(1000);
    listing.change('order', '10051', { removed: true });
    const removal = await refreshRequest(
      { db, list: listing.list, apply: applyObservation },
      { type: 'order', code: '10051', priority: 'webhook', source: 'refresh' },
    );
    expect(removal).toMatchObject({ found: 'removed', calls: 2, result: { outcome: 'changed' } });
    expect((await stored('10051'))?.removed).toBe(true);

    listing.calls.length = 0;
    clock.advance(1000);
    await refreshRequest(
      { db, list: listing.list, apply: applyObservation },
      { type: 'order', code: '10051', priority: 'webhook', source: 'refresh' },
    );
    expect(listing.calls.map((call) => call.query)).toEqual([{ code: '10051', removed: true }]);
  });

  it('says so when the vendor lists the code nowhere, and changes nothing', async () => {
    const outcome = await refreshRequest(
      { db, list: listing.list, apply: applyObservation },
      { type: 'budget', code: '10050', priority: 'webhook', source: 'refresh' },
    );
    expect(outcome).toMatchObject({ found: 'nowhere', result: null, calls: 2 });
    expect(await db.select().from(mirrorRequests)).toHaveLength(0);
  });
});
