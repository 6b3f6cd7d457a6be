import type { Locale } from '../../i18n/locales';

/** A plain number the locale's way: 1.234,5 in pt-BR, 1,234.5 in English. */
export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(locale, options).format(value);
}
