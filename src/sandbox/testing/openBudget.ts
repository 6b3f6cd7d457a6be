import type { RequestRow } from '../data/requestRow';
import type { Store } from '../store';

/** A budget the sandbox can still convert: not removed, not in the world's converted status. */
export function openBudget(store: Store): RequestRow {
  const converted = store.world.statuses.budget.find((status) => status.converted)?.name;
  const budget = store.rows.budget.find((row) => !row.removed && store.record(row).dealStatus !== converted);
  if (!budget) throw new Error('no open budget in the sandbox');
  return budget;
}
