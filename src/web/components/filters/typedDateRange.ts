import type { Locale } from '../../i18n/locales';

/** A range as typed: both ends as YYYY-MM-DD or open, or why the text is not one. */
export type TypedDateRange =
  { ok: true; from: string | undefined; to: string | undefined } | { ok: false; reason: 'format' | 'order' };

const pad = (value: number) => String(value).padStart(2, '0');

/** One day as the reader writes it (dd/mm/aaaa, or mm/dd/yyyy in English), as YYYY-MM-DD. */
function typedDay(text: string, locale: Locale): string | null | undefined {
  if (text === '') return undefined;
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (!match) return null;
  const [first, second, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const [day, month] = locale === 'en' ? [second, first] : [first, second];
  const date = new Date(Date.UTC(year, month - 1, day));
  // 31/02 rolls over into March: not a day.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * Reads "01/03/2026 – 15/03/2026" (either dash, spaces optional). One day alone is that day;
 * "01/03/2026 –" is from that day on and "– 15/03/2026" up to that one; nothing clears the range.
 */
export function parseTypedDateRange(text: string, locale: Locale): TypedDateRange {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, from: undefined, to: undefined };
  const parts = trimmed.split(/\s*[–—-]\s*/);
  if (parts.length > 2) return { ok: false, reason: 'format' };
  const from = typedDay(parts[0] ?? '', locale);
  const to = parts.length === 1 ? from : typedDay(parts[1] ?? '', locale);
  if (from === null || to === null || (from === undefined && to === undefined)) {
    return { ok: false, reason: 'format' };
  }
  if (from !== undefined && to !== undefined && from > to) return { ok: false, reason: 'order' };
  return { ok: true, from, to };
}

/** Both ends as the reader writes them, the way the field shows a range. */
export function formatDateRange(from: string | undefined, to: string | undefined, locale: Locale): string {
  const show = (day: string | undefined) => {
    if (day === undefined) return '';
    const [year, month, date] = day.split('-');
    return locale === 'en' ? `${month}/${date}/${year}` : `${date}/${month}/${year}`;
  };
  if (from === undefined && to === undefined) return '';
  return `${show(from)} – ${show(to)}`.trim();
}
