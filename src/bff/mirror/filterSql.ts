import { type SQL, sql } from 'drizzle-orm';
import type { RequestFilters } from '../../contract/api/requestFilters';
import type { RequestType } from '../../contract/upstream/enums';
import { SEARCH_FOLD_FROM, SEARCH_FOLD_TO } from './searchFold';
import { documentDigits } from './recordColumns';
import { type ListContext, mineSql, openSql, stalledSql } from './listContext';
import { conversionSql } from './conversionSql';
import { paymentReceivedSql } from './paymentReceivedSql';

const DAY_MS = 86_400_000;

/** `%text%` for LIKE, with LIKE's own wildcards in the text taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** A pattern folded exactly like mirror_requests.search_text (lower, then accents dropped). */
function foldedPattern(text: string): SQL {
  return sql`translate(lower(${containsPattern(text)}), ${SEARCH_FOLD_FROM}, ${SEARCH_FOLD_TO})`;
}

/**
 * "search_text contains this": true for every row where a column inside search_text contains the
 * text (the fold is a per-character map), so adding it to a column filter changes no result and
 * lets the trigram index find the candidates.
 */
function searchTextContains(text: string): SQL {
  return sql`m.search_text like ${foldedPattern(text)}`;
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
 * parameter. Dates are whole days in UTC, both ends included; power is in Wp. "mine" and "stalled"
 * read the reader, the time and the thresholds from the context.
 */
export function filterSql(type: RequestType, filters: RequestFilters, context: ListContext): SQL {
  const flags = removedFlags(filters);
  const conditions: SQL[] = [
    sql`m.type = ${type}`,
    flags.length === 1 ? sql`m.removed = ${flags[0]}` : sql`m.removed in (false, true)`,
  ];
  if (filters.q !== undefined) conditions.push(searchTextContains(filters.q));
  if (filters.code !== undefined) {
    conditions.push(columnContains('m.code', filters.code), searchTextContains(filters.code));
  }
  if (filters.name !== undefined) {
    conditions.push(columnContains('m.name', filters.name), searchTextContains(filters.name));
  }
  if (filters.responsible !== undefined) {
    conditions.push(
      sql`(${columnContains('m.responsible_name', filters.responsible)} or ${columnContains('m.responsible_email', filters.responsible)})`,
      searchTextContains(filters.responsible),
    );
  }
  if (filters.responsibleEmail !== undefined) {
    conditions.push(sql`lower(m.responsible_email) = ${filters.responsibleEmail.toLowerCase()}`);
  }
  if (filters.cnpj !== undefined) {
    const digits = documentDigits(filters.cnpj);
    // A CNPJ filter without a digit can match no CNPJ.
    conditions.push(
      digits === null
        ? sql`false`
        : sql`m.company_cnpj_digits like ${containsPattern(digits)} and ${searchTextContains(digits)}`,
    );
  }
  if (filters.city !== undefined) conditions.push(columnContains('m.freight_city', filters.city));
  if (filters.createdFrom)
    conditions.push(sql`m.created_at >= ${dayStart(filters.createdFrom)}::timestamptz`);
  if (filters.createdTo) conditions.push(sql`m.created_at < ${nextDayStart(filters.createdTo)}::timestamptz`);
  if (filters.updatedFrom) {
    conditions.push(sql`m.last_changed_at >= ${dayStart(filters.updatedFrom)}::timestamptz`);
  }
  if (filters.updatedTo) {
    conditions.push(sql`m.last_changed_at < ${nextDayStart(filters.updatedTo)}::timestamptz`);
  }
  if (filters.powerMin !== undefined) conditions.push(sql`m.total_power >= ${filters.powerMin}`);
  if (filters.powerMax !== undefined) conditions.push(sql`m.total_power <= ${filters.powerMax}`);
  if (filters.uf?.length) conditions.push(sql`m.freight_state in ${filters.uf}`);
  if (filters.status?.length) conditions.push(sql`m.deal_status in ${filters.status}`);
  if (filters.paymentStatus?.length) conditions.push(sql`m.payment_status in ${filters.paymentStatus}`);
  if (filters.paymentType?.length) conditions.push(sql`m.payment_type in ${filters.paymentType}`);
  if (filters.conversion !== undefined) conditions.push(conversionSql(filters.conversion));
  if (filters.paymentReceivedFrom !== undefined || filters.paymentReceivedTo !== undefined) {
    conditions.push(
      paymentReceivedSql({
        from: filters.paymentReceivedFrom === undefined ? undefined : dayStart(filters.paymentReceivedFrom),
        before: filters.paymentReceivedTo === undefined ? undefined : nextDayStart(filters.paymentReceivedTo),
      }),
    );
  }
  if (filters.mine) conditions.push(mineSql(context));
  if (filters.stalled) conditions.push(stalledSql(context, type));
  if (filters.open) conditions.push(openSql(context, type));
  return sql.join(conditions, sql` and `);
}
