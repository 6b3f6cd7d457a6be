import type { AuditEntry } from '../../../contract/api/audit';
import { useT } from '../../i18n/useT';

/** Translated names for the log's actor kinds and outcomes. */
export function useAuditLabels() {
  const t = useT();
  return {
    actorKind: (kind: AuditEntry['actor']['kind']) => t(`adminAudit.actorKind.${kind}`),
    outcome: (outcome: AuditEntry['outcome']) => t(`adminAudit.outcome.${outcome}`),
  };
}
