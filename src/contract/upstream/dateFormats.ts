import { z } from 'zod';

// Date shapes of the spec. Records keep dates as the vendor's text; these are for writers, for the
// sandbox and for the listing's date filters, where an impossible day must be refused.

/** YYYY-MM-DD: billingDate and the listing's date filters. */
export const DATE_ONLY_FORMAT = /^\d{4}-\d{2}-\d{2}$/;
/** YYYY-MM-DDThh:mm: payment.paidAt. */
export const PAID_AT_FORMAT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
/** ISO 8601 in UTC with milliseconds, as Date.prototype.toISOString writes it: budgetCreated, orderCreated. */
export const ISO_TIMESTAMP_MS_FORMAT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** True for a YYYY-MM-DD text naming a day that exists (2024-02-29 yes, 2023-02-29 and 2024-02-30 no). */
export function isCalendarDate(text: string): boolean {
  if (!DATE_ONLY_FORMAT.test(text)) return false;
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const monthDays = DAYS_IN_MONTH[month - 1];
  if (monthDays === undefined || day < 1) return false;
  const lastDay = month === 2 && isLeapYear(year) ? 29 : monthDays;
  return day <= lastDay;
}

/** A whole day, YYYY-MM-DD, that exists in the calendar. */
export const calendarDate = z
  .string()
  .refine(isCalendarDate, { message: 'Expected an existing calendar day as YYYY-MM-DD' });
