import type { ConversionFigures, DayRange } from '../../contract/api/insights';
import type { ConvertedOrders } from './createdSeries';
import { msToDays } from './insightFilters';

function figures(range: DayRange, budgets: number, orders: ConvertedOrders): ConversionFigures {
  return {
    range,
    budgets,
    converted: orders.converted,
    ordersWithoutBudget: orders.orders - orders.converted,
    rate: budgets > 0 ? Math.round((orders.converted / budgets) * 10_000) / 10_000 : null,
    medianDays: msToDays(orders.medianMs),
    p90Days: msToDays(orders.p90Ms),
  };
}

/**
 * Budget to order in the period and in the previous one (ADR 036): each period's orders split by
 * whether they carry budgetCreated, the median and p90 of the time between the two, and the rate
 * against the budgets created in the same period. Both sides come from the created series, which
 * read the rows (ADR 056); `previous` ends the day before `period` starts (previousPeriod).
 */
export function conversion(
  period: DayRange,
  previous: DayRange,
  orders: { current: ConvertedOrders; previous: ConvertedOrders },
  budgets: { current: number; previous: number },
): { current: ConversionFigures; previous: ConversionFigures } {
  return {
    current: figures(period, budgets.current, orders.current),
    previous: figures(previous, budgets.previous, orders.previous),
  };
}
