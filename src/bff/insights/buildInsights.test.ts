import { expect, it } from 'vitest';
import { type Insights, type InsightsQueryInput, insightsQuery } from '../../contract/api/insights';
import { requestListQuery, type RequestFiltersInput } from '../../contract/api/requestFilters';
import type { StalledSettings } from '../../contract/api/stalledSettings';
import type { RequestType } from '../../contract/upstream/enums';
import { DEFAULT_STALLED_SETTINGS, type ListContext, NO_FINAL_STATUSES } from '../mirror/read/listContext';
import { listPage } from '../mirror/read/listPage';
import { describeOnEachEngine } from '../mirror/testing/mirrorTestDatabase';
import { buildInsights } from './buildInsights';
import { FIXTURE_NOW, FIXTURE_STATUSES, seedInsightsFixture } from './testing/insightsFixture';

const MARCH = { from: '2025-03-01', to: '2025-03-31' };
/** The values of `keys` (space-separated) of each row, in that order. */
const columns = (rows: readonly object[], keys: string) =>
  rows.map((row) => keys.split(' ').map((key) => (row as Record<string, unknown>)[key]));

const context = (
  stalled: StalledSettings = DEFAULT_STALLED_SETTINGS,
  finalStatuses: ListContext['finalStatuses'] = NO_FINAL_STATUSES,
): ListContext => ({
  viewerEmail: 'bruno@example.com',
  nowMs: FIXTURE_NOW,
  stalled,
  finalStatuses,
});

describeOnEachEngine(
  'insights aggregates against hand-computed figures',
  (db) => {
    const read = (query: Partial<InsightsQueryInput> = {}, ctx = context()) =>
      buildInsights(db(), insightsQuery.parse({ ...MARCH, ...query }), ctx, FIXTURE_STATUSES);
    const listTotals = async (type: RequestType, filters: RequestFiltersInput, ctx = context()) =>
      (await listPage(db(), type, requestListQuery.parse({ ...filters, pageSize: 200 }), ctx)).totals;

    it('counts budgets and orders created per week, previous period included, removed ones left out', async () => {
      const insights = await read({ bucket: 'week' });
      // March is over on 04-05: compared whole with the whole of February (ADR 067).
      expect(insights.comparedPeriod).toEqual(MARCH);
      expect(insights.previousPeriod).toEqual({ from: '2025-02-01', to: '2025-02-28' });
      const orders = insights.created.order.current;
      expect(orders.totals).toEqual({ count: 5, value: 3700, power: 10100 });
      expect(orders.buckets).toEqual([
        // The period cuts the first and last weeks: partial.
        { from: '2025-03-01', to: '2025-03-02', count: 0, value: 0, power: 0, partial: true },
        { from: '2025-03-03', to: '2025-03-09', count: 1, value: 1000, power: 5000, partial: false },
        // ORD-2 has no final value: it counts, and adds nothing to the value.
        { from: '2025-03-10', to: '2025-03-16', count: 1, value: 0, power: 3000, partial: false },
        { from: '2025-03-17', to: '2025-03-23', count: 1, value: 2000, power: 0, partial: false },
        { from: '2025-03-24', to: '2025-03-30', count: 1, value: 400, power: 2000, partial: false },
        { from: '2025-03-31', to: '2025-03-31', count: 1, value: 300, power: 100, partial: true },
      ]);
      // Each week of March beside the same days of February; no day of February stands where
      // 03-29..03-31 do.
      expect(insights.created.order.previous.buckets.map((b) => b && [b.from, b.to, b.count])).toEqual([
        ['2025-02-01', '2025-02-02', 0],
        ['2025-02-03', '2025-02-09', 0],
        ['2025-02-10', '2025-02-16', 1],
        ['2025-02-17', '2025-02-23', 0],
        ['2025-02-24', '2025-02-28', 0],
        null,
      ]);
      expect(insights.created.budget.current.totals).toEqual({ count: 4, value: 1400, power: 6500 });
      expect(insights.created.budget.previous.totals).toEqual({ count: 1, value: 600, power: 1 });
      const monthly = await read({ bucket: 'month' });
      expect(monthly.created.order.current.buckets).toEqual([
        { ...MARCH, count: 5, value: 3700, power: 10100, partial: false },
      ]);
      const daily = await read({ bucket: 'day' });
      expect(daily.created.order.current.buckets).toHaveLength(31);
      expect(daily.created.order.current.buckets.at(-1)).toEqual({
        from: '2025-03-31',
        to: '2025-03-31',
        count: 1,
        value: 300,
        power: 100,
        partial: false,
      });
    });

    it("counts conversion as the cohort of the period's budgets, each converted budget once", async () => {
      const { conversion } = await read();
      // March's budgets became ORD-1 (2 days), ORD-2 (5) and ORD-6 (a day less a millisecond,
      // matching BUD-5's instant); BUD-6 is still open; BUD-3 is removed, ORD-4's budget with it.
      expect(conversion.current).toEqual({
        range: MARCH,
        budgets: 4,
        cohort: 4,
        converted: 3,
        rate: 0.75,
        medianDays: 2,
        p90Days: 4.4,
        fromEarlierBudgets: 0,
        ordersWithoutBudget: 2,
      });
      // February's: BUD-4 open, and ORD-5's budget (02-01), which Painel never saw, converted.
      expect(conversion.previous).toEqual({
        range: { from: '2025-02-01', to: '2025-02-28' },
        budgets: 1,
        cohort: 2,
        converted: 1,
        rate: 0.5,
        medianDays: 9,
        p90Days: 9,
        fromEarlierBudgets: 0,
        ordersWithoutBudget: 0,
      });
    });

    it('never gives a cohort rate above 100 %: orders from earlier budgets are counted apart', async () => {
      // 03-02..03-10: ORD-1 and ORD-2 were created, one budget (BUD-2) was: two orders from a
      // budget over one budget read 200 % as the period's orders over its budgets.
      const { conversion } = await read({ from: '2025-03-02', to: '2025-03-10' });
      expect(conversion.current).toMatchObject({
        budgets: 1,
        cohort: 1,
        converted: 1,
        rate: 1,
        fromEarlierBudgets: 1,
        ordersWithoutBudget: 0,
      });
      for (const period of [
        { from: '2025-03-01', to: '2025-03-31' },
        { from: '2025-03-02', to: '2025-03-31' },
        { from: '2025-03-10', to: '2025-04-05' },
        { from: '2025-04-01', to: '2025-04-30' },
        { from: '2025-01-01', to: '2025-04-30' },
      ]) {
        const { conversion: figures, byResponsible } = await read(period);
        for (const side of [figures.current, figures.previous]) {
          expect(side.converted).toBeLessThanOrEqual(side.cohort);
          expect(side.rate ?? 0).toBeLessThanOrEqual(1);
        }
        for (const row of byResponsible.rows) expect(row.conversionRate ?? 0).toBeLessThanOrEqual(1);
      }
    });

    it('counts the payments received in the period by paidAt, else by their latest observed reception', async () => {
      const march = await read();
      // ORD-5 (created in February, received again on 03-10), ORD-9 (payment appeared received on
      // 03-25) and ORD-10 (first read already received; paidAt 02-28 22:30 in Brasília is 03-01
      // UTC); not ORD-1 (received then requested again) nor ORD-3 (received in April).
      expect(march.payments.receivedInPeriod).toEqual({ count: 3, value: 2534.56, power: 1910 });
      const marchList = await listTotals('order', {
        paymentReceivedFrom: MARCH.from,
        paymentReceivedTo: MARCH.to,
      });
      expect(marchList).toEqual({ count: 3, finalValue: 2534.56, totalPower: 1910 });
      // February saw ORD-5 received too, but its latest reception is March's: counted once.
      const february = await read({ from: '2025-02-01', to: '2025-02-28' });
      expect(february.payments.receivedInPeriod.count).toBe(0);
      const april = await read({ from: '2025-04-01', to: '2025-04-30' });
      expect(april.payments.receivedInPeriod).toEqual({ count: 1, value: 2000, power: 0 });
      // One open end: from 03-20 on, ORD-9 and ORD-3; up to 03-24, ORD-10 and ORD-5.
      expect((await listTotals('order', { paymentReceivedFrom: '2025-03-20' })).count).toBe(2);
      expect((await listTotals('order', { paymentReceivedTo: '2025-03-24' })).count).toBe(2);
    });

    it('lists the orders that came from a budget and those that did not', async () => {
      const { conversion } = await read();
      const march = { createdFrom: MARCH.from, createdTo: MARCH.to };
      const converted = await listTotals('order', { ...march, conversion: 'converted' });
      const direct = await listTotals('order', { ...march, conversion: 'withoutBudget' });
      // ORD-1, ORD-2 and ORD-6 came from a budget, ORD-3 and ORD-8 did not.
      expect([converted.count, direct.count]).toEqual([3, 2]);
      expect(conversion.current.ordersWithoutBudget).toBe(direct.count);
      // A budget carries no orderCreated: none of them is "converted".
      expect((await listTotals('budget', { ...march, conversion: 'converted' })).count).toBe(0);
    });

    it('lays the pipeline out in the configured sequence, unknown statuses after, with time in status', async () => {
      const { pipeline } = await read();
      const rows = pipeline.rows.map(({ timeInStatus, ...row }) => ({ ...row, ...timeInStatus }));
      expect(columns(rows, 'status known count value power stalled stays medianDays p90Days')).toEqual([
        ['Novo', true, 1, 0, 3000, 1, 3, 3, 9.8],
        ['Negociação', true, 1, 2000, 0, 0, 2, 3, 3.8],
        ['Fechado', true, 1, 400, 2000, 0, 1, 5, 5],
        ['Perdido', false, 1, 1000, 5000, 1, 0, null, null],
      ]);
      expect(pipeline.withoutStatus).toEqual({ count: 1, value: 300, power: 100 });
    });

    it.each([
      // Novo (7 days) and Negociação (2) stalled, one of them Bruno's.
      [
        'by its own threshold',
        NO_FINAL_STATUSES,
        [1, 1, 0, 0],
        { 'bruno@example.com': 1, 'ana@example.com': 1 },
      ],
      // A request in a final status never is, per status or per responsible.
      [
        'never in a final status',
        { order: ['Negociação'], budget: ['Novo'] },
        [1, 0, 0, 0],
        { 'ana@example.com': 1 },
      ],
    ])('counts stalled requests of each status %s', async (_, finalStatuses, byStatus, byEmail) => {
      const thresholds = { defaultDays: 7, byStatus: { Negociação: 2, Perdido: 30 } };
      const { pipeline, byResponsible } = await read({}, context(thresholds, finalStatuses));
      expect(pipeline.rows.map((row) => row.status)).toEqual(['Novo', 'Negociação', 'Fechado', 'Perdido']);
      expect(pipeline.rows.map((row) => row.stalled)).toEqual(byStatus);
      const stalled = byResponsible.rows.filter((row) => row.stalled > 0);
      expect(Object.fromEntries(stalled.map((row) => [row.email, row.stalled]))).toEqual(byEmail);
    });

    it('ranks responsibles by value, e-mails in any case as one, with their own budget cohort', async () => {
      const { byResponsible } = await read();
      expect(
        columns(byResponsible.rows, 'email name count value power stalled budgets converted conversionRate'),
      ).toEqual([
        ['bruno@example.com', 'Bruno Teste', 2, 3000, 5000, 1, 1, 1, 1],
        ['carla@example.com', 'Carla Teste', 1, 400, 2000, 0, 1, 0, 0],
        ['ana@example.com', 'Ana Teste', 1, 0, 3000, 1, 1, 1, 1],
      ]);
      expect(byResponsible.withoutResponsible).toEqual({ count: 1, value: 300, power: 100 });
    });

    it("gives the budgets' leaderboard each responsible's same conversion, the budgets as its count", async () => {
      const orders = await read();
      const budgets = await read({ type: 'budget' });
      const conversionOf = (rows: readonly object[]) =>
        columns(rows, 'email budgets converted conversionRate');
      // Bruno's cohort, Carla's and Ana's (highest value first): the same figures either way. Carla's
      // BUD-5 became ORD-6, which has no responsible: it leaves her open budgets, and counts for nobody.
      expect(conversionOf(budgets.byResponsible.rows)).toEqual([
        ['bruno@example.com', 1, 1, 1],
        ['carla@example.com', 1, 0, 0],
        ['ana@example.com', 1, 1, 1],
      ]);
      expect(budgets.byResponsible.rows.map((row) => row.count)).toEqual([1, 2, 1]);
      for (const row of orders.byResponsible.rows) {
        expect(conversionOf(budgets.byResponsible.rows)).toContainEqual(conversionOf([row])[0]);
      }
    });

    it('gives all 27 UFs, zero where none, and the requests without one apart', async () => {
      const { byUf } = await read();
      expect(byUf.rows).toHaveLength(27);
      const nonZero = byUf.rows.filter((row) => row.count > 0);
      expect(nonZero).toEqual([
        { uf: 'BA', count: 1, value: 400, power: 2000 },
        { uf: 'MG', count: 1, value: 0, power: 3000 },
        { uf: 'SP', count: 2, value: 3000, power: 5000 },
      ]);
      expect(byUf.rows.find((row) => row.uf === 'RJ')).toEqual({ uf: 'RJ', count: 0, value: 0, power: 0 });
      expect(byUf.withoutUf).toEqual({ count: 1, value: 300, power: 100 });
    });

    it('splits payments by status and type, received against outstanding, outstanding by age', async () => {
      const { payments } = await read();
      expect(payments.byStatus).toEqual([
        { paymentStatus: 'notRequested', count: 0, value: 0, power: 0 },
        { paymentStatus: 'requested', count: 2, value: 1400, power: 7000 },
        { paymentStatus: 'received', count: 1, value: 2000, power: 0 },
        { paymentStatus: 'cancelled', count: 0, value: 0, power: 0 },
        { paymentStatus: 'partial', count: 1, value: 0, power: 3000 },
      ]);
      expect(payments.byType.filter((row) => row.count > 0)).toEqual([
        { paymentType: 'pix', count: 2, value: 3000, power: 5000 },
        { paymentType: 'boleto', count: 1, value: 0, power: 3000 },
        { paymentType: 'financiamento', count: 1, value: 400, power: 2000 },
      ]);
      expect(payments.withoutStatus).toEqual({ count: 1, value: 300, power: 100 });
      expect(payments.withoutType).toEqual({ count: 1, value: 300, power: 100 });
      expect(payments.received).toEqual({ count: 1, value: 2000, power: 0 });
      expect(payments.outstanding).toEqual({ count: 3, value: 1400, power: 10000 });
      expect(payments.outstandingByAge).toEqual([
        { age: '0-7', range: { from: '2025-03-29', to: '2025-03-31' }, count: 1, value: 400, power: 2000 },
        { age: '8-30', range: { from: '2025-03-06', to: '2025-03-28' }, count: 1, value: 0, power: 3000 },
        { age: '31-90', range: { from: '2025-03-01', to: '2025-03-05' }, count: 1, value: 1000, power: 5000 },
        { age: '>90', range: null, count: 0, value: 0, power: 0 },
      ]);
    });

    it('applies the listing filters to every aggregate, removed=include bringing removed ones back', async () => {
      const sp = await read({ uf: 'SP' });
      expect(sp.created.order.current.totals).toEqual({ count: 2, value: 3000, power: 5000 });
      expect(sp.byUf.rows.filter((row) => row.count > 0).map((row) => row.uf)).toEqual(['SP']);
      const withRemoved = await read({ removed: 'include' });
      expect(withRemoved.created.order.current.totals.count).toBe(6);
      expect(withRemoved.pipeline.rows.find((row) => row.status === 'Novo')?.timeInStatus.stays).toBe(4);
      const mine = await read({ mine: '1' });
      expect(mine.byResponsible.rows.map((row) => row.email)).toEqual(['bruno@example.com']);
    });

    it.each([
      ['no final status', NO_FINAL_STATUSES],
      ['Negociação final', { order: ['Negociação'], budget: [] }],
    ])('gives every figure the totals of the list its drill-down opens (%s)', async (_, finalStatuses) => {
      const ctx = context({ defaultDays: 7, byStatus: { Negociação: 2 } }, finalStatuses);
      const filters = { paymentType: ['pix', 'boleto', 'financiamento'] } as const;
      const insights: Insights = await read({ ...filters, bucket: 'week' }, ctx);
      const period = { createdFrom: MARCH.from, createdTo: MARCH.to, ...filters };
      // [what, list filter, its count, its value (undefined: a count alone), the list's type]
      const checks: Array<[string, RequestFiltersInput, number, number?, RequestType?]> = [];
      const check = (...row: (typeof checks)[number]) => checks.push(row);
      for (const type of ['budget', 'order'] as const) {
        for (const { from, to, count, value } of insights.created[type].current.buckets)
          check(`${type} ${from}`, { ...filters, createdFrom: from, createdTo: to }, count, value, type);
      }
      for (const row of insights.pipeline.rows) {
        check(`status ${row.status}`, { ...period, status: [row.status] }, row.count, row.value);
        check(`stalled ${row.status}`, { ...period, status: [row.status], stalled: '1' }, row.stalled);
      }
      for (const { email, count, value, stalled } of insights.byResponsible.rows) {
        check(`responsible ${email}`, { ...period, responsibleEmail: email }, count, value);
        check(`stalled of ${email}`, { ...period, responsibleEmail: email, stalled: '1' }, stalled);
      }
      for (const { uf, count, value } of insights.byUf.rows)
        check(`uf ${uf}`, { ...period, uf: [uf] }, count, value);
      for (const { paymentStatus: s, count, value } of insights.payments.byStatus)
        check(`payment ${s}`, { ...period, paymentStatus: [s] }, count, value);
      for (const { age, range, count, value } of insights.payments.outstandingByAge) {
        const outstanding = { ...filters, paymentStatus: ['requested', 'partial'] } as const;
        if (range)
          check(`age ${age}`, { ...outstanding, createdFrom: range.from, createdTo: range.to }, count, value);
      }
      for (const [name, { range, converted, ordersWithoutBudget }] of Object.entries(insights.conversion)) {
        const created = { ...filters, createdFrom: range.from, createdTo: range.to };
        check(`converted ${name}`, { ...created, conversion: 'converted' }, converted);
        check(`without budget ${name}`, { ...created, conversion: 'withoutBudget' }, ordersWithoutBudget);
      }
      const { receivedInPeriod } = insights.payments;
      const received = { ...filters, paymentReceivedFrom: MARCH.from, paymentReceivedTo: MARCH.to };
      check('received in the period', received, receivedInPeriod.count, receivedInPeriod.value);
      const { converted, ordersWithoutBudget } = insights.conversion.current;
      check('orders of the period', period, converted + ordersWithoutBudget);
      for (const [label, listFilter, count, value, type = 'order'] of checks) {
        const totals = await listTotals(type, listFilter, ctx);
        expect(totals.count, label).toBe(count);
        if (value !== undefined) expect(totals.finalValue, label).toBe(value);
      }
      expect(checks.length).toBeGreaterThan(40);
    });
  },
  { sharedSeed: seedInsightsFixture },
);
