import { Badge } from '@mantine/core';
import type { AuditEntry } from '../../../contract/api/audit';
import { useT } from '../../i18n/useT';

const OUTCOME_COLOR = { ok: 'teal', refused: 'yellow', failed: 'red' } as const;

/** Whether the action went through, was refused or failed. */
export function OutcomeBadge({ outcome }: { outcome: AuditEntry['outcome'] }) {
  const t = useT();
  return (
    <Badge variant="light" color={OUTCOME_COLOR[outcome]} miw="max-content">
      {t(`adminAudit.outcome.${outcome}`)}
    </Badge>
  );
}
