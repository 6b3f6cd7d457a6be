import { expect, it } from 'vitest';
import { type InsightsQueryInput, insightsQuery } from '../../contract/api/insights';
import { requestListQuery } from '../../contract/api/requestFilters';
import { anonymousContext } from '../mirror/read/listContext';
import { listPage } from '../mirror/read/listPage';
import { describeOnEachEngine } from '../mirror/testing/mirrorTestDatabase';
import { buildInsights } from './buildInsights';
import { FIXTURE_NOW, FIXTURE_STATUSES, seedInsightsFixture } from './testing/insightsFixture';

// The fixture is read on 2025-04-05 at noon (UTC): April is running, five of its days are in.
const context = anonymousContext(FIXTURE_NOW);

const DAY_MS = 86_400_000;
const daysOf = (range: { from: string; to: string }) =>
  (Date.parse(range.to) - Date.parse(range.from)) / DAY_MS + 1;

describeOnEachEngine(
  'a running period compared with the same span of the previous one',
  (db) => {
    const read = (query: InsightsQueryInput) =>
      buildInsights(db(), insightsQuery.parse(query), context, FIXTURE_STATUSES);
    const orderList = async (createdFrom: string, createdTo: string, createdBefore?: string) => {
      const query = requestListQuery.parse({ createdFrom, createdTo, createdBefore, pageSize: 200 });
      return (await listPage(db(), 'order', query, context)).totals;
    };

    it('compares April so far (1 to 5) with 1 to 5 March, not with the whole of March', async () => {
      const april = await read({ from: '2025-04-01', to: '2025-04-30', bucket: 'week' });
      expect(april.comparedPeriod).toEqual({ from: '2025-04-01', to: '2025-04-05' });
      // Read at noon: March's fifth day stops at noon too.
      const sameSpan = { from: '2025-03-01', to: '2025-03-05', before: '2025-03-05T12:00:00.000Z' };
      expect(april.previousPeriod).toEqual(sameSpan);
      // ORD-7 (04-05) against ORD-1 (03-03) alone: March's other four orders came after the 5th.
      expect(april.created.order.current.totals).toEqual({ count: 1, value: 777, power: 7 });
      expect(april.created.order.previous.totals).toEqual({ count: 1, value: 1000, power: 5000 });
      expect(april.created.budget.previous.totals).toEqual({ count: 2, value: 1100, power: 6000 });
      expect(april.conversion.previous.range).toEqual(sameSpan);
      // Each cohort is counted at the same age: March's as it stood on 5 March at noon. BUD-1 had
      // become ORD-1 on the 3rd; BUD-2's order (ORD-2) came on the 10th, so BUD-2 was still open.
      expect(april.conversion.previous).toMatchObject({ cohort: 2, converted: 1, rate: 0.5, medianDays: 2 });
      // The week holding today is partial, and so is every week still to come; only the first has
      // days of March beside it.
      expect(april.created.order.current.buckets.map((b) => [b.from, b.to, b.partial])).toEqual([
        ['2025-04-01', '2025-04-06', true],
        ['2025-04-07', '2025-04-13', true],
        ['2025-04-14', '2025-04-20', true],
        ['2025-04-21', '2025-04-27', true],
        ['2025-04-28', '2025-04-30', true],
      ]);
      expect(april.created.order.previous.buckets).toEqual([
        { ...sameSpan, count: 1, value: 1000, power: 5000 },
        null,
        null,
        null,
        null,
      ]);
      // The previous figure is the list of those days.
      expect(await orderList('2025-03-01', '2025-03-05')).toMatchObject({ count: 1, finalValue: 1000 });
    });

    it('puts each week of the last 30 days beside the same number of days 30 days earlier', async () => {
      const last30 = await read({ from: '2025-03-07', to: '2025-04-05', bucket: 'week' });
      expect(last30.previousPeriod).toEqual({
        from: '2025-02-05',
        to: '2025-03-06',
        before: '2025-03-06T12:00:00.000Z',
      });
      const { current, previous } = last30.created.order;
      expect(current.buckets.map((b) => b.partial)).toEqual([true, false, false, false, true]);
      expect(previous.buckets.map((b) => b && [b.from, b.to, b.count])).toEqual([
        ['2025-02-05', '2025-02-07', 0],
        ['2025-02-08', '2025-02-14', 1],
        ['2025-02-15', '2025-02-21', 0],
        ['2025-02-22', '2025-02-28', 0],
        ['2025-03-01', '2025-03-06', 1],
      ]);
      current.buckets.forEach((bucket, index) => {
        const before = previous.buckets[index];
        expect(before && daysOf(before)).toBe(daysOf(bucket));
      });
      for (const before of previous.buckets) {
        const list = before && (await orderList(before.from, before.to, before.before));
        expect(list && [list.count, list.finalValue]).toEqual(before && [before.count, before.value]);
      }
    });

    it('compares a year so far with the same days of the year before', async () => {
      const year = await read({ from: '2025-01-01', to: '2025-12-31', bucket: 'month' });
      expect(year.comparedPeriod).toEqual({ from: '2025-01-01', to: '2025-04-05' });
      expect(year.previousPeriod).toEqual({
        from: '2024-01-01',
        to: '2024-04-05',
        before: '2024-04-05T12:00:00.000Z',
      });
      const partial = year.created.order.current.buckets.map((b) => b.partial);
      expect(partial).toEqual([false, false, false, ...Array.from({ length: 9 }, () => true)]);
      expect(year.created.order.previous.buckets.slice(0, 4).map((b) => b && [b.from, b.to])).toEqual([
        ['2024-01-01', '2024-01-31'],
        ['2024-02-01', '2024-02-29'],
        ['2024-03-01', '2024-03-31'],
        ['2024-04-01', '2024-04-05'],
      ]);
    });

    it("compares today's hours so far with the same hours of that day, not with all of it", async () => {
      const readAt = (instant: string) =>
        buildInsights(
          db(),
          insightsQuery.parse({ from: '2025-04-01', to: '2025-04-30', bucket: 'week' }),
          anonymousContext(Date.parse(instant)),
          FIXTURE_STATUSES,
        );
      // BUD-1 was created on 1 March at 10:00, and ORD-1, its order, on 3 March at 10:00.
      const firstAt9 = await readAt('2025-04-01T09:00:00Z');
      expect(firstAt9.previousPeriod).toEqual({
        from: '2025-03-01',
        to: '2025-03-01',
        before: '2025-03-01T09:00:00.000Z',
      });
      expect(firstAt9.created.budget.previous.totals.count).toBe(0);
      expect(firstAt9.conversion.previous).toMatchObject({ budgets: 0, cohort: 0, rate: null });
      const firstAt11 = await readAt('2025-04-01T11:00:00Z');
      expect(firstAt11.created.budget.previous.totals.count).toBe(1);
      // At 11:00 on 1 March BUD-1 was an hour old, and not an order yet.
      expect(firstAt11.conversion.previous).toMatchObject({ budgets: 1, cohort: 1, converted: 0, rate: 0 });

      const thirdAt9 = await readAt('2025-04-03T09:00:00Z');
      const thirdAt11 = await readAt('2025-04-03T11:00:00Z');
      expect(thirdAt9.created.order.previous.totals.count).toBe(0);
      expect(thirdAt11.created.order.previous.totals).toEqual({ count: 1, value: 1000, power: 5000 });
      // Each previous figure is the list its drill-down opens: those days, created before that minute.
      for (const answer of [thirdAt9, thirdAt11]) {
        const [bucket] = answer.created.order.previous.buckets;
        expect(bucket?.before).toBe(answer.previousPeriod.before);
        const list = bucket && (await orderList(bucket.from, bucket.to, bucket.before));
        expect(list && [list.count, list.finalValue]).toEqual(bucket && [bucket.count, bucket.value]);
      }
    });
  },
  { sharedSeed: seedInsightsFixture },
);
