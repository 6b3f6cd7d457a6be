import type { Insights, InsightsQuery } from '../../contract/api/insights';
import type { Database } from '../db/database';
import type { ListContext } from '../mirror/read/listContext';
import { storedBackfillStartedAt } from '../sync/loops/leaderState';
import { byResponsible, cohorts, conversion } from './conversion';
import { createdSeries } from './createdSeries';
import { listFilters } from './insightFilters';
import { payments, receivedInPeriodTotals } from './payments';
import { byUf, periodGroups, pipeline, timeInStatus } from './periodGroups';
import { comparisonOf } from './period';

/**
 * Every figure of the insights page from the mirror alone (no vendor call), each aggregate with
 * the listing's own filter SQL, in five statements. `statusOrder`: the configured status names of
 * `query.type` in their sequence.
 */
export async function buildInsights(
  db: Database,
  query: InsightsQuery,
  context: ListContext,
  statusOrder: readonly string[],
): Promise<Insights> {
  const { type, bucket } = query;
  const filters = listFilters(query);
  const period = { from: query.from, to: query.to };
  // A running period is compared with the same span before it, never a whole one (ADR 067, 110).
  const comparison = comparisonOf(period, context.nowMs);
  const periods = [comparison.previous, period] as const;
  const [created, groups, cohortRows, stays, received, since] = await Promise.all([
    createdSeries(db, filters, period, comparison, bucket, context),
    periodGroups(db, type, filters, period, context),
    cohorts(db, filters, periods, comparison.previousNow, context),
    timeInStatus(db, type, filters, period, context),
    receivedInPeriodTotals(db, type, filters, period, context),
    storedBackfillStartedAt(db),
  ]);
  const budgets = [created.budget.previous.totals.count, created.budget.current.totals.count] as const;
  return {
    type,
    bucket,
    period,
    comparedPeriod: comparison.compared,
    previousPeriod: comparison.previous,
    asOf: new Date(context.nowMs).toISOString(),
    followedSince: since === null ? null : new Date(since).toISOString(),
    created,
    conversion: conversion(cohortRows, periods, budgets),
    pipeline: pipeline(groups.byStatus, statusOrder, stays),
    byResponsible: byResponsible(groups.byResponsible, cohortRows),
    byUf: byUf(groups.byUf),
    payments: payments(groups.byPayment, period, context.nowMs, received),
  };
}
