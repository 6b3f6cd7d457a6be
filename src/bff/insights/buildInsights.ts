import type { Insights, InsightsQuery } from '../../contract/api/insights';
import type { Database } from '../db/database';
import type { ListContext } from '../mirror/listContext';
import { byResponsible } from './byResponsible';
import { conversion } from './conversion';
import { createdSeries } from './createdSeries';
import { byUf } from './byUf';
import { listFilters } from './insightFilters';
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
  // the two that need another's answer start as soon as it arrives. PGlite has one connection and
  // runs them in turn, so the sections that read the period's rows share one statement.
  const budgets = createdSeries(db, 'budget', filters, period, previous, bucket, context);
  const groups = periodGroups(db, type, filters, period, context);
  const [budgetSeries, orderSeries, grouped, stays, conversions, responsible, received] = await Promise.all([
    budgets,
    createdSeries(db, 'order', filters, period, previous, bucket, context),
    groups,
    timeInStatus(db, type, filters, period, context),
    budgets.then((series) =>
      conversion(
        db,
        filters,
        period,
        previous,
        { current: series.current.totals.count, previous: series.previous.totals.count },
        context,
      ),
    ),
    groups.then((rows) => byResponsible(db, type, rows.byResponsible, filters, period, context)),
    receivedInPeriodTotals(db, type, filters, period, context),
  ]);
  return {
    type,
    bucket,
    period,
    previousPeriod: previous,
    asOf: new Date(context.nowMs).toISOString(),
    created: { budget: budgetSeries, order: orderSeries },
    conversion: conversions,
    pipeline: pipeline(grouped.byStatus, statusOrder, stays),
    byResponsible: responsible,
    byUf: byUf(grouped.byUf),
    payments: payments(grouped.payments, period, context.nowMs, received),
  };
}
