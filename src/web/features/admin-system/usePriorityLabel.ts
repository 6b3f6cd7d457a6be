import type { GovernorPriority } from '../../../contract/api/governorStatus';
import { useT } from '../../i18n/useT';

/** Why a vendor call was made, in the reader's language. */
export function usePriorityLabel() {
  const t = useT();
  return (priority: GovernorPriority) => t(`adminSystem.priority.${priority}`);
}
