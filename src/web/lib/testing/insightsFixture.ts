import {
  type InsightTotals,
  type Insights,
  OUTSTANDING_AGES,
  type PipelineRow,
} from '../../../contract/api/insights';

const totals = (count: number, value: number, power: number): InsightTotals => ({ count, value, power });
const noStays = { stays: 0, medianDays: null, p90Days: null };

export function pipelineRow(status: string, count: number, value: number, stalled = 0): PipelineRow {
  return { status, known: true, stalled, timeInStatus: noStays, ...totals(count, value, count * 5_000) };
}

/**
 * A GET /api/insights answer for May 2024 against April, with every section filled and small round
 * numbers a test can recognise. Each part can be replaced.
 */
export function insightsFixture(overrides: Partial<Insights> = {}): Insights {
  const period = { from: '2024-05-01', to: '2024-05-31' };
  // Read on its last day: still running, against 1 to 30 April (April has no 31st).
  const previousPeriod = { from: '2024-04-01', to: '2024-04-30', before: '2024-04-30T15:00:00.000Z' };
  const series = (range: { from: string; to: string }, count: number, value: number, power: number) => ({
    range,
    totals: totals(count, value, power),
    buckets: [{ ...range, ...totals(count, value, power), partial: range === period }],
  });
  const conversion = (range: { from: string; to: string }) => ({
    range,
    budgets: 10,
    cohort: 10,
    converted: 4,
    fromEarlierBudgets: 2,
    ordersWithoutBudget: 8,
    rate: 0.4,
    medianDays: 6,
    p90Days: 20,
  });
  return {
    type: 'order',
    bucket: 'month',
    period,
    comparedPeriod: period,
    previousPeriod,
    asOf: '2024-05-31T12:00:00.000Z',
    followedSince: '2024-05-20T09:00:00.000Z',
    created: {
      order: {
        current: series(period, 12, 1_250_000, 60_000),
        previous: series(previousPeriod, 10, 1_000_000, 60_000),
      },
      budget: { current: series(period, 10, 900_000, 40_000), previous: series(previousPeriod, 0, 0, 0) },
    },
    conversion: { current: conversion(period), previous: conversion(previousPeriod) },
    pipeline: {
      rows: [
        pipelineRow('Novo', 5, 500_000, 2),
        pipelineRow('Em análise', 4, 450_000),
        pipelineRow('Entregue', 3, 300_000),
      ],
      withoutStatus: totals(0, 0, 0),
    },
    byResponsible: { rows: [], withoutResponsible: totals(0, 0, 0) },
    byUf: { rows: [], withoutUf: totals(0, 0, 0) },
    payments: {
      byStatus: [
        { paymentStatus: 'received', ...totals(6, 700_000, 30_000) },
        { paymentStatus: 'requested', ...totals(4, 400_000, 20_000) },
        { paymentStatus: 'partial', ...totals(2, 150_000, 10_000) },
      ],
      byType: [],
      withoutStatus: totals(0, 0, 0),
      withoutType: totals(0, 0, 0),
      received: totals(6, 700_000, 30_000),
      receivedInPeriod: totals(5, 640_000, 25_000),
      outstanding: totals(6, 550_000, 30_000),
      outstandingByAge: OUTSTANDING_AGES.map((age, index) => ({
        age,
        range: { from: `2024-0${5 - index}-01`, to: `2024-0${5 - index}-28` },
        ...totals(index === 3 ? 0 : 2, [200_000, 250_000, 100_000, 0][index] ?? 0, 10_000),
      })),
    },
    ...overrides,
  };
}
