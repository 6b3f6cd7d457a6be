import type { Locale } from '../../i18n/locales';
import { parseVendorTimestamp } from './parseVendorTimestamp';
import { dateTimeFormat } from './intlFormats';

export interface DateFormatOptions {
  /** IANA zone for instants; the reader's own zone when omitted. */
  timeZone?: string;
}

/**
 * A vendor timestamp as a local date (01/05/2024, May 1, 2024). Text that is not a timestamp
 * comes back unchanged: the reader sees what the vendor sent rather than nothing.
 */
export function formatDate(text: string, locale: Locale, options: DateFormatOptions = {}): string {
  const timestamp = parseVendorTimestamp(text);
  if (!timestamp) return text;
  const style: Intl.DateTimeFormatOptions = { dateStyle: locale === 'en' ? 'medium' : 'short' };
  if (timestamp.kind === 'instant') {
    return dateTimeFormat(locale, { ...style, timeZone: options.timeZone }).format(timestamp.instant);
  }
  return dateTimeFormat(locale, { ...style, timeZone: 'UTC' }).format(timestamp.fields);
}

/** A vendor timestamp as local date and time; a calendar day alone gets no invented midnight. */
export function formatDateTime(text: string, locale: Locale, options: DateFormatOptions = {}): string {
  const timestamp = parseVendorTimestamp(text);
  if (!timestamp) return text;
  if (timestamp.kind === 'date') return formatDate(text, locale, options);
  const style: Intl.DateTimeFormatOptions = {
    dateStyle: locale === 'en' ? 'medium' : 'short',
    timeStyle: 'short',
  };
  if (timestamp.kind === 'instant') {
    return dateTimeFormat(locale, { ...style, timeZone: options.timeZone }).format(timestamp.instant);
  }
  return dateTimeFormat(locale, { ...style, timeZone: 'UTC' }).format(timestamp.fields);
}
