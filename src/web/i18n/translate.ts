import type { Message, MessageValues, PluralMessage } from './dictionary';
import type { Locale } from './locales';
import { numberFormat, pluralRules } from '../lib/format/intlFormats';

const placeholder = /\{([A-Za-z0-9_]+)\}/g;

/**
 * Replaces `{name}` with its value; numbers are written the locale's way (1.234 in pt-BR). A
 * placeholder without a value stays as written, so a missing value is visible, never silently empty.
 */
export function interpolate(template: string, locale: Locale, values: MessageValues = {}): string {
  return template.replace(placeholder, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? numberFormat(locale).format(value) : value;
  });
}

/**
 * Chooses the plural form for `count` with the locale's CLDR rules, falling back to `other`. Zero
 * takes `=0` ("Nenhum pedido") or else `other` ("0 pedidos"): CLDR files 0 under `one` in
 * Portuguese, which reads "0 pedido" to a Brazilian.
 */
export function selectPlural(message: PluralMessage, locale: Locale, count: number): string {
  if (count === 0) return message['=0'] ?? message.other;
  const category = pluralRules(locale).select(count);
  return (category === 'other' ? undefined : message[category]) ?? message.other;
}

/**
 * Renders one message. A plural message needs a numeric `count`; without one the `other` form is
 * used rather than failing, because a wrong plural is better than a broken page.
 */
export function translate(message: Message, locale: Locale, values: MessageValues = {}): string {
  if (typeof message === 'string') return interpolate(message, locale, values);
  const count = values.count;
  const form = typeof count === 'number' ? selectPlural(message, locale, count) : message.other;
  return interpolate(form, locale, values);
}
