import type { InsightTotals, UfRow } from '../../contract/api/insights';
import { UFS } from '../../contract/upstream/enums';
import { addTotals, NO_TOTALS, totalsOf } from './insightFilters';
import type { GroupRow } from './periodGroups';

/**
 * By delivery state: all 27 UFs in the contract's order, zero where none (each the list with
 * uf=<UF>); a request without a UF, or with one that is not a Brazilian UF, in `withoutUf`.
 * `rows`: the period's groups by UF (periodGroups).
 */
export function byUf(rows: readonly GroupRow[]): { rows: UfRow[]; withoutUf: InsightTotals } {
  const known = new Set<string>(UFS);
  const byUf = new Map(rows.map((row) => [row.uf, totalsOf(row)]));
  return {
    rows: UFS.map((uf) => ({ uf, ...(byUf.get(uf) ?? NO_TOTALS) })),
    withoutUf: rows
      .filter((row) => row.uf === null || !known.has(row.uf))
      .map(totalsOf)
      .reduce(addTotals, NO_TOTALS),
  };
}
