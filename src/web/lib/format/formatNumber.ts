import type { Locale } from '../../i18n/locales';
import { numberFormat } from './intlFormats';

/** A plain number the locale's way: 1.234,5 in pt-BR, 1,234.5 in English. */
export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return numberFormat(locale, options).format(value);
}
