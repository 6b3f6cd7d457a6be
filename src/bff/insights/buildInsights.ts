import type { Insights, InsightsQuery } from '../../contract/api/insights';
import type { Database } from '../db/database';
import type { ListContext } from '../mirror/listContext';
import { byResponsible } from './byResponsible';
import { conversion } from './conversion';
import { createdSeries } from './createdSeries';
import { byUf } from './byUf';
import { listFilters } from './insightFilters';
import { payments } from './payments';
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
  // One wave: on PostgreSQL each query takes its own pooled connection, and the three that need
  // another's answer start as soon as it arrives. PGlite has one connection and runs them in turn.
  const budgets = createdSeries(db, 'budget', filters, period, previous, bucket, context);
  const stays = timeInStatus(db, type, filters, period, context);
  const [budgetSeries, orderSeries, responsible, ufs, money, currentConversion, previousConversion, funnel] =
    await Promise.all([
      budgets,
      createdSeries(db, 'order', filters, period, previous, bucket, context),
      byResponsible(db, type, filters, period, context),
      byUf(db, type, filters, period, context),
      payments(db, type, filters, period, context),
      budgets.then((series) => conversion(db, filters, period, series.current.totals.count, context)),
      budgets.then((series) => conversion(db, filters, previous, series.previous.totals.count, context)),
      stays.then((byStatus) => pipeline(db, type, filters, period, context, statusOrder, byStatus)),
    ]);
  return {
    type,
    bucket,
    period,
    previousPeriod: previous,
    asOf: new Date(context.nowMs).toISOString(),
    created: { budget: budgetSeries, order: orderSeries },
    conversion: { current: currentConversion, previous: previousConversion },
    pipeline: funnel,
    byResponsible: responsible,
    byUf: ufs,
    payments: money,
  };
}
