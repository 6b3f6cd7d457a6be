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
  const [budgetSeries, orderSeries, stays, responsible, ufs, money] = await Promise.all([
    createdSeries(db, 'budget', filters, period, previous, bucket, context),
    createdSeries(db, 'order', filters, period, previous, bucket, context),
    timeInStatus(db, type, filters, period, context),
    byResponsible(db, type, filters, period, context),
    byUf(db, type, filters, period, context),
    payments(db, type, filters, period, context),
  ]);
  const [currentConversion, previousConversion, funnel] = await Promise.all([
    conversion(db, filters, period, budgetSeries.current.totals.count, context),
    conversion(db, filters, previous, budgetSeries.previous.totals.count, context),
    pipeline(db, type, filters, period, context, statusOrder, stays),
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
