import type { Locale } from '../../i18n/locales';
import { numberFormat } from './intlFormats';

/**
 * An amount in Brazilian reais: every value the vendor sends is in BRL, whatever the reader's
 * language, so only the layout changes (R$ 1.234,50 / R$1,234.50), never the currency.
 */
export function formatBrl(value: number, locale: Locale): string {
  return numberFormat(locale, { style: 'currency', currency: 'BRL' }).format(value);
}

/** A large amount in reais, short (R$ 12,3 mi / R$12.3M), for totals read at a glance. */
export function formatBrlCompact(value: number, locale: Locale): string {
  return numberFormat(locale, {
    style: 'currency',
    currency: 'BRL',
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(value);
}
