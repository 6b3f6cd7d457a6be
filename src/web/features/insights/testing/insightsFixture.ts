import { insights, type Insights } from '../../../../contract/api/insights';
import { UFS } from '../../../../contract/upstream/enums';

const zero = { count: 0, value: 0, power: 0 };

/**
 * One answer of GET /api/insights for November 2026 read on the 26th, by month, against 1 to 26
 * October, with round figures a test can read back: 12 orders worth R$ 150.000,50 and 54.500 Wp,
 * SP and RJ only.
 */
export function insightsFixture(overrides: Partial<Insights> = {}): Insights {
  const period = { from: '2026-11-01', to: '2026-11-30' };
  const comparedPeriod = { from: '2026-11-01', to: '2026-11-26' };
  const previousPeriod = { from: '2026-10-01', to: '2026-10-26', before: '2026-10-26T14:30:00.000Z' };
  const series = (range: typeof period, totals: typeof zero) => ({
    range,
    totals,
    buckets: [{ ...range, ...totals, partial: true }],
  });
  const before = (totals: typeof zero) => ({
    range: previousPeriod,
    totals,
    buckets: [{ ...previousPeriod, ...totals }],
  });
  const orders = { count: 12, value: 150_000.5, power: 54_500 };
  const ordersBefore = { count: 10, value: 120_000, power: 40_000 };
  const budgets = { count: 20, value: 300_000, power: 90_000 };
  const budgetsBefore = { count: 25, value: 310_000, power: 95_000 };
  const conversion = (range: typeof period, rate: number | null) => ({
    range,
    budgets: 20,
    cohort: 20,
    converted: 9,
    fromEarlierBudgets: 2,
    ordersWithoutBudget: 3,
    rate,
    medianDays: 4.5,
    p90Days: 12,
  });
  return insights.parse({
    type: 'order',
    bucket: 'month',
    period,
    comparedPeriod,
    previousPeriod,
    asOf: '2026-11-26T12:00:00.000Z',
    followedSince: '2026-11-20T09:00:00.000Z',
    created: {
      order: { current: series(period, orders), previous: before(ordersBefore) },
      budget: { current: series(period, budgets), previous: before(budgetsBefore) },
    },
    conversion: { current: conversion(period, 0.45), previous: conversion(previousPeriod, 0.36) },
    pipeline: {
      rows: [
        {
          status: 'Novo',
          known: true,
          count: 7,
          value: 70_000,
          power: 30_000,
          stalled: 2,
          timeInStatus: { stays: 5, medianDays: 2.5, p90Days: 6 },
        },
        {
          status: 'Entregue',
          known: true,
          count: 5,
          value: 80_000.5,
          power: 24_500,
          stalled: 0,
          timeInStatus: { stays: 0, medianDays: null, p90Days: null },
        },
      ],
      withoutStatus: zero,
    },
    byResponsible: {
      rows: [
        {
          email: 'ana@example.com',
          name: 'Ana Souza',
          count: 8,
          value: 100_000,
          power: 40_000,
          stalled: 1,
          converted: 6,
          budgets: 10,
          conversionRate: 0.6,
        },
      ],
      withoutResponsible: { count: 4, value: 50_000.5, power: 14_500 },
    },
    byUf: {
      rows: UFS.map((uf) => {
        if (uf === 'SP') return { uf, count: 9, value: 120_000.5, power: 40_000 };
        if (uf === 'RJ') return { uf, count: 3, value: 30_000, power: 14_500 };
        return { uf, ...zero };
      }),
      withoutUf: zero,
    },
    payments: {
      byStatus: [
        { paymentStatus: 'received', count: 4, value: 60_000, power: 20_000 },
        { paymentStatus: 'requested', count: 8, value: 90_000.5, power: 34_500 },
      ],
      byType: [{ paymentType: 'pix', count: 12, value: 150_000.5, power: 54_500 }],
      withoutStatus: zero,
      withoutType: zero,
      received: { count: 4, value: 60_000, power: 20_000 },
      receivedInPeriod: { count: 3, value: 45_000, power: 15_000 },
      outstanding: { count: 8, value: 90_000.5, power: 34_500 },
      outstandingByAge: [
        {
          age: '0-7',
          count: 8,
          value: 90_000.5,
          power: 34_500,
          range: { from: '2026-11-19', to: '2026-11-26' },
        },
        { age: '8-30', ...zero, range: { from: '2026-11-01', to: '2026-11-18' } },
        { age: '31-90', ...zero, range: null },
        { age: '>90', ...zero, range: null },
      ],
    },
    ...overrides,
  });
}

/** The same period with nothing in it. */
export function emptyInsightsFixture(): Insights {
  const full = insightsFixture();
  const none = { count: 0, value: 0, power: 0 };
  const series = (range: { from: string; to: string }) => ({
    range,
    totals: none,
    buckets: [{ ...range, ...none, partial: true }],
  });
  const before = { range: full.previousPeriod, totals: none, buckets: [{ ...full.previousPeriod, ...none }] };
  return {
    ...full,
    created: {
      order: { current: series(full.period), previous: before },
      budget: { current: series(full.period), previous: before },
    },
    pipeline: {
      rows: full.pipeline.rows.map((row) => ({ ...row, ...none, stalled: 0 })),
      withoutStatus: none,
    },
    byResponsible: { rows: [], withoutResponsible: none },
    byUf: { rows: full.byUf.rows.map((row) => ({ ...row, ...none })), withoutUf: none },
    payments: {
      ...full.payments,
      byStatus: [],
      byType: [],
      received: none,
      receivedInPeriod: none,
      outstanding: none,
      outstandingByAge: full.payments.outstandingByAge.map((row) => ({ ...row, ...none })),
    },
  };
}
