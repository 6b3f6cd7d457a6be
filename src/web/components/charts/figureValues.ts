import type { Locale } from '../../i18n/locales';
import { formatBrl } from '../../lib/format/formatBrl';
import { formatNumber } from '../../lib/format/formatNumber';
import { formatKilowattPeak, wattPeakToKilowattPeak } from '../../lib/format/power';

/**
 * What a figure's column holds, so the screen, the table and the CSV say the same number each in
 * its way: money in BRL, power in kWp (the API gives Wp), a rate as a percentage, days.
 */
export type FigureKind = 'text' | 'count' | 'money' | 'power' | 'rate' | 'days' | 'change';

export type FigureValue = string | number | null;

/** A figure as people read it on screen: R$ 1.234,50 · 5,45 kWp · 37,5% · 4,2 dias. */
export function formatFigure(
  kind: FigureKind,
  value: FigureValue,
  locale: Locale,
  absent: string,
  days: (value: number) => string,
): string {
  if (value === null) return absent;
  if (typeof value === 'string') return value;
  switch (kind) {
    case 'money':
      return formatBrl(value, locale);
    case 'power':
      return formatKilowattPeak(value, locale);
    case 'rate':
      return formatNumber(value, locale, { style: 'percent', maximumFractionDigits: 1 });
    case 'change':
      return formatNumber(value, locale, {
        style: 'percent',
        maximumFractionDigits: 1,
        signDisplay: 'exceptZero',
      });
    case 'days':
      return days(value);
    case 'count':
    case 'text':
      return formatNumber(value, locale);
  }
}

/** Characters that make a spreadsheet read a text cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A figure as a spreadsheet reads it: a bare number in the language's decimal mark, no grouping and
 * no unit (the unit is in the column's name), so the cell stays a number once opened. Power in kWp.
 */
export function csvFigure(kind: FigureKind, value: FigureValue, locale: Locale): string {
  if (value === null) return '';
  // Vendor text (a status, a person's name) never starts a formula (CSV injection, as ADR 030).
  if (typeof value === 'string') return FORMULA_START.test(value) ? `'${value}` : value;
  const number = kind === 'power' ? wattPeakToKilowattPeak(value) : value;
  return formatNumber(number, locale, { useGrouping: false, maximumFractionDigits: 6 });
}

/**
 * The change from the previous period as a fraction (+0.25 = 25% more): 0 when both are 0, null
 * when only the previous is 0 (no base to compare with).
 */
export function relativeChange(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return (current - previous) / previous;
}
