import { describe, expect, it } from 'vitest';
import { DEFAULT_SEED, DEFAULT_SIZE } from '../sandbox';
import { Store } from '../store';

const EPOCH = Date.UTC(2026, 10, 25, 12);

/**
 * The demo's orders read as a business would keep them: a board column never contradicts the
 * payment badge on its cards.
 */
describe("the sandbox's order payments", () => {
  const store = Store.generate({ seed: DEFAULT_SEED, size: DEFAULT_SIZE, scenario: 'default', epoch: EPOCH });
  const stageOf = new Map(store.world.statuses.order.map((status) => [status.name, status.payment]));
  const orders = store.rows.order.filter((row) => !row.removed).map((row) => store.record(row));
  const paymentsIn = (stage: string) =>
    new Set(
      orders.filter((record) => stageOf.get(record.dealStatus ?? '') === stage).map((r) => r.payment?.status),
    );

  it('are still to come while the order awaits payment', () => {
    expect(paymentsIn('awaiting')).toEqual(new Set(['notRequested', 'requested', 'partial']));
  });

  it('are received, or their down payment is, once the order is approved', () => {
    expect(paymentsIn('paid')).toEqual(new Set(['received', 'partial']));
  });

  it('are settled, but for a few, two months after an approved order was made', () => {
    const DAY_MS = 86_400_000;
    const paidOrders = (olderThanDays: number, youngerThanDays: number) =>
      orders.filter((record) => {
        const age = EPOCH - Date.parse(record.orderCreated ?? '');
        return (
          stageOf.get(record.dealStatus ?? '') === 'paid' &&
          age > olderThanDays * DAY_MS &&
          age <= youngerThanDays * DAY_MS
        );
      });
    const partialShare = (list: typeof orders) =>
      list.filter((record) => record.payment?.status === 'partial').length / list.length;
    // A finance team would see most of its open money in recent orders, not in last year's.
    expect(partialShare(paidOrders(0, 60))).toBeGreaterThan(0.06);
    expect(partialShare(paidOrders(60, 800))).toBeLessThan(0.06);
  });

  it('are called off with a cancelled order', () => {
    expect(paymentsIn('cancelled')).toEqual(new Set(['cancelled']));
  });
});
