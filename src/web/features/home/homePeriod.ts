import { z } from 'zod';
import { type DayRange, MAX_INSIGHT_DAYS } from '../../../contract/api/insights';

/** The periods the home offers, this month first (the default). */
export const HOME_PERIODS = ['thisMonth', 'lastMonth', 'last30', 'last90', 'thisYear'] as const;
export const homePeriodSchema = z.enum(HOME_PERIODS);
export type HomePeriod = z.infer<typeof homePeriodSchema>;
export const DEFAULT_HOME_PERIOD: HomePeriod = 'thisMonth';

export const homeSearchSchema = z.object({ period: homePeriodSchema.optional() });
export type HomeSearch = z.infer<typeof homeSearchSchema>;

/** Tolerant like the list's search: an unknown period (an old link) opens this month. */
export function readHomeSearch(raw: Readonly<Record<string, unknown>>): HomeSearch {
  const period = homePeriodSchema.safeParse(raw.period);
  return period.success && period.data !== DEFAULT_HOME_PERIOD ? { period: period.data } : {};
}

/** YYYY-MM-DD of a calendar day; Date.UTC carries day 0 or 32 into the next or previous month. */
function day(year: number, month: number, date: number): string {
  return new Date(Date.UTC(year, month, date)).toISOString().slice(0, 10);
}

/**
 * The days a period covers on the reader's calendar `today`, as the list's createdFrom/createdTo
 * (whole days, both included), so a drill-down link and the home ask for the same days.
 */
export function periodRange(period: HomePeriod, today: Date): DayRange {
  const year = today.getFullYear();
  const month = today.getMonth();
  const date = today.getDate();
  const to = day(year, month, date);
  switch (period) {
    case 'thisMonth':
      return { from: day(year, month, 1), to };
    case 'lastMonth':
      return { from: day(year, month - 1, 1), to: day(year, month, 0) };
    case 'last30':
      return { from: day(year, month, date - 29), to };
    case 'last90':
      return { from: day(year, month, date - 89), to };
    case 'thisYear':
      return { from: day(year, 0, 1), to };
  }
}

/**
 * Money still to receive is not a flow of the period: it is every request created in the longest
 * window one insights answer covers (about two years) that still waits for its payment.
 */
export function outstandingWindow(today: Date): DayRange {
  const year = today.getFullYear();
  const month = today.getMonth();
  const date = today.getDate();
  return { from: day(year, month, date - (MAX_INSIGHT_DAYS - 1)), to: day(year, month, date) };
}
