import type { Locale } from '../../../i18n/locales';
import { kilowattPeakToWattPeak, wattPeakToKilowattPeak } from '../../../lib/format/power';

/**
 * A power in Wp (the URL's and the API's unit) as the kWp a person types, in the locale's decimal
 * separator and without grouping, so the text can be read back unambiguously.
 */
export function wattPeakToKilowattPeakText(wattPeak: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 3, useGrouping: false }).format(
    wattPeakToKilowattPeak(wattPeak),
  );
}

/**
 * What a person typed in kWp, in Wp; undefined for an empty field, null for text that is not a
 * non-negative number. Either a comma or a point is the decimal separator ("5,45" and "5.45" are
 * both 5450 Wp): power filters are never typed with thousands separators.
 */
export function kilowattPeakTextToWattPeak(text: string): number | undefined | null {
  const trimmed = text.trim().replace(/\s/g, '');
  if (trimmed === '') return undefined;
  if (!/^\d+(?:[.,]\d+)?$/.test(trimmed)) return null;
  return kilowattPeakToWattPeak(Number(trimmed.replace(',', '.')));
}
