import { type SQL, sql } from 'drizzle-orm';
import { FILTER_KEYS, type FilterKey, type RequestFilters } from '../../../contract/api/requestFilters';
import type { RequestType } from '../../../contract/upstream/enums';
import { SEARCH_FOLD_FROM, SEARCH_FOLD_TO } from './searchFold';
import { documentDigits } from '../apply/recordColumns';
import { type ListContext, mineSql, openSql, stalledSql } from './listContext';
import { conversionSql } from './conversionSql';
import { paymentReceivedSql } from './paymentReceivedSql';

const DAY_MS = 86_400_000;

/** `%text%` for LIKE, with LIKE's own wildcards in the text taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * "search_text contains this", the pattern folded exactly like search_text (lower, then accents
 * dropped): true for every row where a column inside search_text contains the text (the fold is a
 * per-character map), so adding it to a column filter changes no result and lets the trigram index
 * find the candidates.
 */
function searchTextContains(text: string): SQL {
  return sql`m.search_text like translate(lower(${containsPattern(text)}), ${SEARCH_FOLD_FROM}, ${SEARCH_FOLD_TO})`;
}

/** A UTC day's first instant, as the created-day filters compare created_at to it. */
export function dayStart(day: string): string {
  return `${day}T00:00:00.000Z`;
}

function nextDayStart(day: string): string {
  return new Date(Date.parse(dayStart(day)) + DAY_MS).toISOString();
}

/** A text filter that ignores case: the column contains the text. */
function columnContains(column: string, text: string): SQL {
  return sql`${sql.raw(column)} ilike ${containsPattern(text)}`;
}

/** What a filter's condition may read beyond its own value. */
interface FilterScope {
  type: RequestType;
  filters: RequestFilters;
  context: ListContext;
}

type FilterCondition<V> = (value: V, scope: FilterScope) => SQL | undefined;

/**
 * Each list filter's condition over `mirror_requests m`, for a value that is set (a list never
 * empty); undefined when another filter's entry answers for it. Dates are whole UTC days, both ends
 * included; power is in Wp. "mine", "stalled" and "in progress" read the reader, the time and the
 * thresholds from the context.
 */
const FILTER_SQL: { readonly [K in FilterKey]: FilterCondition<NonNullable<RequestFilters[K]>> } = {
  q: (text) => searchTextContains(text),
  createdFrom: (day) => sql`m.created_at >= ${dayStart(day)}::timestamptz`,
  createdTo: (day) => sql`m.created_at < ${nextDayStart(day)}::timestamptz`,
  createdBefore: (instant) => sql`m.created_at < ${instant}::timestamptz`,
  updatedFrom: (day) => sql`m.last_changed_at >= ${dayStart(day)}::timestamptz`,
  updatedTo: (day) => sql`m.last_changed_at < ${nextDayStart(day)}::timestamptz`,
  code: (text) => sql`${columnContains('m.code', text)} and ${searchTextContains(text)}`,
  name: (text) => sql`${columnContains('m.name', text)} and ${searchTextContains(text)}`,
  powerMin: (wattPeak) => sql`m.total_power >= ${wattPeak}`,
  powerMax: (wattPeak) => sql`m.total_power <= ${wattPeak}`,
  uf: (ufs) => sql`m.freight_state in ${ufs}`,
  city: (text) => columnContains('m.freight_city', text),
  cnpj: (text) => {
    const digits = documentDigits(text);
    // A CNPJ filter without a digit can match no CNPJ.
    return digits === null
      ? sql`false`
      : sql`m.company_cnpj_digits like ${containsPattern(digits)} and ${searchTextContains(digits)}`;
  },
  responsible: (text) =>
    sql`(${columnContains('m.responsible_name', text)} or ${columnContains('m.responsible_email', text)}) and ${searchTextContains(text)}`,
  responsibleEmail: (email) => sql`lower(m.responsible_email) = ${email.toLowerCase()}`,
  status: (statuses) => sql`m.deal_status in ${statuses}`,
  paymentStatus: (statuses) => sql`m.payment_status in ${statuses}`,
  paymentType: (types) => sql`m.payment_type in ${types}`,
  conversion: (filter) => conversionSql(filter),
  // One range, one look at the history: the start's entry reads the end too.
  paymentReceivedFrom: (from, { filters: { paymentReceivedTo: to } }) =>
    paymentReceivedSql({ from: dayStart(from), before: to === undefined ? undefined : nextDayStart(to) }),
  paymentReceivedTo: (to, { filters }) =>
    filters.paymentReceivedFrom === undefined ? paymentReceivedSql({ before: nextDayStart(to) }) : undefined,
  removed: (mode) =>
    mode === 'include' ? sql`m.removed in (false, true)` : sql`m.removed = ${mode === 'only'}`,
  mine: (_on, { context }) => mineSql(context),
  stalled: (_on, { context, type }) => stalledSql(context, type),
  open: (_on, { context, type }) => openSql(context, type),
};

/** True when every filter given can be answered from mirror_status_totals (status and removed only). */
export function onlyStatusAndRemoved(filters: RequestFilters): boolean {
  return Object.entries(filters).every(
    ([key, value]) => key === 'status' || key === 'removed' || value === undefined,
  );
}

/** The removed flags a listing shows. */
export function removedFlags(filters: RequestFilters): boolean[] {
  switch (filters.removed ?? 'exclude') {
    case 'exclude':
      return [false];
    case 'only':
      return [true];
    case 'include':
      return [false, true];
  }
}

/**
 * The WHERE condition over `mirror_requests m` for one type and the shared filters, every value a
 * parameter: each filter that is set adds its entry's condition.
 */
export function filterSql(type: RequestType, filters: RequestFilters, context: ListContext): SQL {
  const scope: FilterScope = { type, filters, context };
  const conditions = [sql`m.type = ${type}`];
  for (const key of FILTER_KEYS) {
    // Removed requests are hidden unless the filter says otherwise.
    const value = key === 'removed' ? (filters.removed ?? 'exclude') : filters[key];
    if (value === undefined || value === false || (Array.isArray(value) && value.length === 0)) continue;
    const condition = (FILTER_SQL[key] as FilterCondition<unknown>)(value, scope);
    if (condition !== undefined) conditions.push(condition);
  }
  return sql.join(conditions, sql` and `);
}
