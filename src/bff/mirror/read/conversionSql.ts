import { type SQL, sql } from 'drizzle-orm';
import type { ConversionFilter } from '../../../contract/api/requestFilters';

/**
 * An order that carries both budgetCreated and orderCreated (ADR 036): the one definition of
 * "converted" the insights' conversion counts and the list's `conversion` filter selects, so the
 * list's totals are the figure by construction (ADR 046). budget_created_at is set for orders only.
 */
export const BOTH_CREATED: SQL = sql`m.budget_created_at is not null`;

/** The list's `conversion` filter over `mirror_requests m`. */
export function conversionSql(filter: ConversionFilter): SQL {
  return filter === 'converted' ? BOTH_CREATED : sql`not (${BOTH_CREATED})`;
}
