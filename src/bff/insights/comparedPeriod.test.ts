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
    const orderList = async (createdFrom: string, createdTo: string) => {
      const query = requestListQuery.parse({ createdFrom, createdTo, pageSize: 200 });
      return (await listPage(db(), 'order', query, context)).totals;
    };

    it('compares April so far (1 to 5) with 1 to 5 March, not with the whole of March', async () => {
      const april = await read({ from: '2025-04-01', to: '2025-04-30', bucket: 'week' });
      expect(april.comparedPeriod).toEqual({ from: '2025-04-01', to: '2025-04-05' });
      expect(april.previousPeriod).toEqual({ from: '2025-03-01', to: '2025-03-05' });
      // ORD-7 (04-05) against ORD-1 (03-03) alone: March's other four orders came after the 5th.
      expect(april.created.order.current.totals).toEqual({ count: 1, value: 777, power: 7 });
      expect(april.created.order.previous.totals).toEqual({ count: 1, value: 1000, power: 5000 });
      expect(april.created.budget.previous.totals).toEqual({ count: 2, value: 1100, power: 6000 });
      expect(april.conversion.previous.range).toEqual({ from: '2025-03-01', to: '2025-03-05' });
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
        { from: '2025-03-01', to: '2025-03-05', count: 1, value: 1000, power: 5000 },
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
      expect(last30.previousPeriod).toEqual({ from: '2025-02-05', to: '2025-03-06' });
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
        const list = before && (await orderList(before.from, before.to));
        expect(list && [list.count, list.finalValue]).toEqual(before && [before.count, before.value]);
      }
    });

    it('compares a year so far with the same days of the year before', async () => {
      const year = await read({ from: '2025-01-01', to: '2025-12-31', bucket: 'month' });
      expect(year.comparedPeriod).toEqual({ from: '2025-01-01', to: '2025-04-05' });
      expect(year.previousPeriod).toEqual({ from: '2024-01-01', to: '2024-04-05' });
      const partial = year.created.order.current.buckets.map((b) => b.partial);
      expect(partial).toEqual([false, false, false, ...Array.from({ length: 9 }, () => true)]);
      expect(year.created.order.previous.buckets.slice(0, 4).map((b) => b && [b.from, b.to])).toEqual([
        ['2024-01-01', '2024-01-31'],
        ['2024-02-01', '2024-02-29'],
        ['2024-03-01', '2024-03-31'],
        ['2024-04-01', '2024-04-05'],
      ]);
    });
  },
  { sharedSeed: seedInsightsFixture },
);
