import type { Insights, InsightsQuery } from '../../contract/api/insights';
import type { Database } from '../db/database';
import type { ListContext } from '../mirror/listContext';
import { byResponsible } from './byResponsible';
import { conversion } from './conversion';
import { createdSeries } from './createdSeries';
import { byUf } from './byUf';
import { listFilters } from './insightFilters';
import { paymentGroups } from './paymentGroups';
import { payments, receivedInPeriodTotals } from './payments';
import { periodGroups } from './periodGroups';
import { previousPeriod } from './period';
import { pipeline } from './pipeline';
import { timeInStatus } from './timeInStatus';

/**
 * Every figure of the insights page from the mirror alone (no vendor call), each aggregate with
 * the listing's own filter SQL. `statusOrder`: the configured status names of `query.type` in
 * their sequence.
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
  const previous = previousPeriod(period);
  // One wave (ADR 037, ADR 043): on PostgreSQL each statement takes its own pooled connection, and
  // the leaderboard, which needs the groups, starts as soon as they arrive. PGlite has one connection
  // and runs them in turn, so sections that read the same rows share a statement where it stays
  // under 100 ms for a year there: the pipeline, map and leaderboard groups, and the orders' created
  // series with conversion (ADR 056).
  const groups = periodGroups(db, type, filters, period, context);
  const [budgetSeries, orderSeries, grouped, byPayment, stays, responsible, received] = await Promise.all([
    createdSeries(db, 'budget', filters, period, previous, bucket, context),
    createdSeries(db, 'order', filters, period, previous, bucket, context),
    groups,
    paymentGroups(db, type, filters, period, context),
    timeInStatus(db, type, filters, period, context),
    groups.then((rows) => byResponsible(db, type, rows.byResponsible, filters, period, context)),
    receivedInPeriodTotals(db, type, filters, period, context),
  ]);
  const budgets = {
    current: budgetSeries.current.totals.count,
    previous: budgetSeries.previous.totals.count,
  };
  return {
    type,
    bucket,
    period,
    previousPeriod: previous,
    asOf: new Date(context.nowMs).toISOString(),
    created: {
      budget: { current: budgetSeries.current, previous: budgetSeries.previous },
      order: { current: orderSeries.current, previous: orderSeries.previous },
    },
    conversion: conversion(period, previous, orderSeries.converted, budgets),
    pipeline: pipeline(grouped.byStatus, statusOrder, stays),
    byResponsible: responsible,
    byUf: byUf(grouped.byUf),
    payments: payments(byPayment, period, context.nowMs, received),
  };
}
