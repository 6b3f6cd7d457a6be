import type { Insights, InsightsQuery } from '../../contract/api/insights';
import type { Database } from '../db/database';
import type { ListContext } from '../mirror/listContext';
import { byResponsible } from './byResponsible';
import { comparisonOf } from './comparison';
import { conversion } from './conversion';
import { createdSeries } from './createdSeries';
import { followedSince } from './followedSince';
import { byUf } from './byUf';
import { listFilters } from './insightFilters';
import { msToDay } from './period';
import { paymentGroups } from './paymentGroups';
import { payments, receivedInPeriodTotals } from './payments';
import { periodGroups } from './periodGroups';
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
  // What a running period is compared with: the same span before it, never a whole one (ADR 067).
  const comparison = comparisonOf(period, msToDay(context.nowMs));
  const previous = comparison.previous;
  const [budgetSeries, orderSeries, grouped, byPayment, stays, received, since] = await Promise.all([
    createdSeries(db, 'budget', filters, period, comparison, bucket, context),
    createdSeries(db, 'order', filters, period, comparison, bucket, context),
    periodGroups(db, type, filters, period, context),
    paymentGroups(db, type, filters, period, context),
    timeInStatus(db, type, filters, period, context),
    receivedInPeriodTotals(db, type, filters, period, context),
    followedSince(db),
  ]);
  const budgets = {
    current: budgetSeries.current.totals.count,
    previous: budgetSeries.previous.totals.count,
  };
  const [converted, responsible] = await Promise.all([
    conversion(db, filters, period, previous, budgets, context),
    byResponsible(db, grouped.byResponsible, filters, period, context),
  ]);
  return {
    type,
    bucket,
    period,
    comparedPeriod: comparison.compared,
    previousPeriod: previous,
    asOf: new Date(context.nowMs).toISOString(),
    followedSince: since,
    created: {
      budget: { current: budgetSeries.current, previous: budgetSeries.previous },
      order: { current: orderSeries.current, previous: orderSeries.previous },
    },
    conversion: converted,
    pipeline: pipeline(grouped.byStatus, statusOrder, stays),
    byResponsible: responsible,
    byUf: byUf(grouped.byUf),
    payments: payments(byPayment, period, context.nowMs, received),
  };
}
