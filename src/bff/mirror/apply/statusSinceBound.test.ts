import { expect, it } from 'vitest';
import { requestListQuery } from '../../../contract/api/requestFilters';
import { applyObservation } from './applyObservation';
import { DEFAULT_STALLED_SETTINGS, type ListContext, NO_FINAL_STATUSES } from '../read/listContext';
import { listPage } from '../read/listPage';
import { describeOnEachEngine } from '../testing/mirrorTestDatabase';
import { recordWith } from '../testing/requestRecords';

const DAY = 86_400_000;
const CREATED = '2025-01-10T12:00:00.000Z';
const record = (fields: Record<string, unknown> = {}) =>
  recordWith({ code: 'ORD-1', orderCreated: CREATED, dealStatus: 'Novo', ...fields });
const at = (iso: string) => new Date(iso);
const contextAt = (nowMs: number): ListContext => ({
  viewerEmail: null,
  nowMs,
  stalled: DEFAULT_STALLED_SETTINGS,
  finalStatuses: NO_FINAL_STATUSES,
});

describeOnEachEngine('a status found already set, and receptions by paidAt (ADR 065)', (db) => {
  const stalledCodes = async (nowMs: number) =>
    (await listPage(db(), 'order', requestListQuery.parse({ stalled: '1' }), contextAt(nowMs))).items.map(
      (item) => item.code,
    );
  const only = async (nowMs: number) =>
    (await listPage(db(), 'order', requestListQuery.parse({}), contextAt(nowMs))).items[0];
  /** The orders list's totals with "payment received" between two days, read at `now`. */
  const receivedTotals = async (from: string, to: string, now: string) =>
    (
      await listPage(
        db(),
        'order',
        requestListQuery.parse({ paymentReceivedFrom: from, paymentReceivedTo: to }),
        contextAt(Date.parse(now)),
      )
    ).totals;

  it('bounds the start by lastUpdate and calls it stalled only once even the bound is past', async () => {
    // Created in January, first seen in March through a webhook whose lastUpdate is 03-01.
    const lastUpdate = Date.parse('2025-03-01T09:00:00.000Z');
    await applyObservation(db(), {
      type: 'order',
      code: 'ORD-1',
      record: record(),
      source: 'webhook',
      observedAt: at('2025-03-02T00:00:00.000Z'),
      vendorLastUpdate: new Date(lastUpdate),
    });
    const seen = await only(lastUpdate + 6 * DAY);
    expect(seen).toMatchObject({
      statusSince: '2025-03-01T09:00:00.000Z',
      statusSinceBefore: true,
      stalled: false,
    });
    // Its creation is two months past the 7 days, but the bound is not: not stalled yet.
    expect(await stalledCodes(lastUpdate + 6 * DAY)).toEqual([]);
    expect(await stalledCodes(lastUpdate + 8 * DAY)).toEqual(['ORD-1']);
    expect((await only(lastUpdate + 8 * DAY))?.stalled).toBe(true);
    // A change of status is seen: its start is known from then on.
    await applyObservation(db(), {
      type: 'order',
      code: 'ORD-1',
      record: record({ dealStatus: 'Negociação' }),
      source: 'webhook',
      observedAt: at('2025-03-20T00:00:00.000Z'),
      vendorLastUpdate: at('2025-03-19T10:00:00.000Z'),
    });
    expect(await only(Date.parse('2025-03-21T00:00:00.000Z'))).toMatchObject({
      statusSince: '2025-03-19T10:00:00.000Z',
      statusSinceBefore: false,
    });
  });

  it('takes the creation when nothing later is known, and a later bound over it', async () => {
    await applyObservation(db(), {
      type: 'order',
      code: 'ORD-1',
      record: record({ payment: { status: 'requested', type: 'pix' } }),
      source: 'backfill',
      observedAt: at('2025-03-02T00:00:00.000Z'),
    });
    expect(await only(Date.parse('2025-03-02T00:00:00.000Z'))).toMatchObject({
      statusSince: CREATED,
      statusSinceBefore: false,
    });
    // A payment webhook brings a lastUpdate: the status began no later than it.
    await applyObservation(db(), {
      type: 'order',
      code: 'ORD-1',
      record: record({ payment: { status: 'received', type: 'pix' } }),
      source: 'webhook',
      observedAt: at('2025-03-05T00:00:00.000Z'),
      vendorLastUpdate: at('2025-03-04T18:00:00.000Z'),
      partial: true,
    });
    expect(await only(Date.parse('2025-03-05T00:00:00.000Z'))).toMatchObject({
      statusSince: '2025-03-04T18:00:00.000Z',
      statusSinceBefore: true,
      stalled: false,
    });
  });

  it('knows the start of a request not updated since its creation', async () => {
    await applyObservation(db(), {
      type: 'order',
      code: 'ORD-1',
      record: record(),
      source: 'webhook',
      observedAt: at('2025-03-02T00:00:00.000Z'),
      vendorLastUpdate: at(CREATED),
    });
    expect(await only(Date.parse('2025-03-02T00:00:00.000Z'))).toMatchObject({
      statusSince: CREATED,
      statusSinceBefore: false,
      stalled: true,
    });
  });

  it('knows the start once a read brings a creation at the bound a webhook gave', async () => {
    // A new order's webhook carries no creation date: its lastUpdate bounds the start...
    await applyObservation(db(), {
      type: 'order',
      code: 'ORD-1',
      record: record({ orderCreated: undefined }),
      source: 'webhook',
      partial: true,
      observedAt: at('2025-01-10T12:00:05.000Z'),
      vendorLastUpdate: at(CREATED),
    });
    expect(await only(Date.parse('2025-01-10T12:00:05.000Z'))).toMatchObject({
      statusSince: CREATED,
      statusSinceBefore: true,
    });
    // ...until the read says it was created at that very instant: a status it cannot have held
    // before it existed began then.
    await applyObservation(db(), {
      type: 'order',
      code: 'ORD-1',
      record: record(),
      source: 'refresh',
      observedAt: at('2025-01-10T12:00:15.000Z'),
    });
    expect(await only(Date.parse('2025-01-10T12:00:15.000Z'))).toMatchObject({
      statusSince: CREATED,
      statusSinceBefore: false,
    });
  });

  it('dates a reception by paidAt (Brasília time), though Painel found it already received', async () => {
    await applyObservation(db(), {
      type: 'order',
      code: 'ORD-1',
      record: record({
        finalValue: 1234.56,
        payment: { status: 'received', type: 'pix', paidAt: '2025-02-28T22:30' },
      }),
      source: 'backfill',
      observedAt: at('2025-04-02T00:00:00.000Z'),
    });
    const received = (from: string, to: string) => receivedTotals(from, to, '2025-04-02T00:00:00.000Z');
    // 22:30 in Brasília on 02-28 is 01:30 UTC on 03-01.
    expect(await received('2025-03-01', '2025-03-31')).toEqual({
      count: 1,
      finalValue: 1234.56,
      totalPower: expect.any(Number),
    });
    expect((await received('2025-02-01', '2025-02-28')).count).toBe(0);
  });

  it("dates a partial payment's reception by the webhook, not the partial's paidAt, until a read", async () => {
    const observe = (
      payment: Record<string, unknown>,
      source: 'backfill' | 'webhook' | 'refresh',
      observed: string,
    ) =>
      applyObservation(db(), {
        type: 'order',
        code: 'ORD-1',
        // The vendor's webhook carries the payment's status, never its paidAt.
        record: source === 'webhook' ? { code: 'ORD-1', payment } : record({ payment }),
        source,
        partial: source === 'webhook',
        observedAt: at(observed),
        vendorLastUpdate: at(observed),
      });
    const receivedIn = async (from: string, to: string) =>
      (await receivedTotals(from, to, '2025-04-30T00:00:00.000Z')).count;
    await observe(
      { status: 'partial', type: 'pix', paidAt: '2025-02-10T10:00' },
      'backfill',
      '2025-03-01T00:00:00.000Z',
    );
    await observe({ status: 'received' }, 'webhook', '2025-04-15T14:00:00.000Z');
    expect(await receivedIn('2025-04-15', '2025-04-15')).toBe(1);
    expect(await receivedIn('2025-02-01', '2025-02-28')).toBe(0);
    // The next read brings the vendor's own date of the reception.
    await observe(
      { status: 'received', type: 'pix', paidAt: '2025-04-14T18:00' },
      'refresh',
      '2025-04-16T00:00:00.000Z',
    );
    expect(await receivedIn('2025-04-14', '2025-04-14')).toBe(1);
    expect(await receivedIn('2025-04-15', '2025-04-15')).toBe(0);
  });
});
