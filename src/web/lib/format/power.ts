import { KILOWATT_PEAK_DECIMALS, roundKilowattPeak } from '../../../contract/labels/power';
import type { Locale } from '../../i18n/locales';
import { numberFormat } from './intlFormats';

export const wattsPerKilowatt = 1000;

/** The vendor's unit lives with the exports' words, so a screen and a spreadsheet agree (ADR 008). */
export { vendorPowerToWattPeak } from '../../../contract/labels/power';

export function wattPeakToKilowattPeak(wattPeak: number): number {
  return wattPeak / wattsPerKilowatt;
}

/** For a filter typed in kWp by a person and sent to the vendor in Wp. */
export function kilowattPeakToWattPeak(kilowattPeak: number): number {
  return Math.round(kilowattPeak * wattsPerKilowatt);
}

/**
 * What a kit is sold as: kWp with two decimals (5,45 kWp; 5,00 kWp), as the vendor writes a kit's
 * name ("5,00 kWp - Ana Souza"), so a figure and the name beside it read alike.
 */
export function formatKilowattPeak(wattPeak: number, locale: Locale): string {
  const value = numberFormat(locale, {
    minimumFractionDigits: KILOWATT_PEAK_DECIMALS,
    maximumFractionDigits: KILOWATT_PEAK_DECIMALS,
  }).format(roundKilowattPeak(wattPeak));
  return `${value}\u00a0kWp`;
}

/**
 * A headline of power: whole kWp from 1.000 kWp on (15.628 kWp), where two decimals would not fit
 * a figure card; the exact figure stays in formatKilowattPeak.
 */
export function formatKilowattPeakHeadline(wattPeak: number, locale: Locale): string {
  const kilowattPeak = wattPeakToKilowattPeak(wattPeak);
  if (Math.abs(kilowattPeak) < 1000) return formatKilowattPeak(wattPeak, locale);
  return `${numberFormat(locale, { maximumFractionDigits: 0 }).format(kilowattPeak)}\u00a0kWp`;
}

/** The exact figure, in the unit the vendor's filters use (5.450 Wp). */
export function formatWattPeak(wattPeak: number, locale: Locale): string {
  return `${numberFormat(locale, { maximumFractionDigits: 3 }).format(wattPeak)}\u00a0Wp`;
}
