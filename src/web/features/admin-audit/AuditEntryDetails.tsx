import { Code, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AuditEntry } from '../../../contract/api/audit';
import { Absent } from '../../components/Absent';
import { useT } from '../../i18n/useT';
import { AuditDetails } from './AuditDetails';

/**
 * Everything one entry recorded, for the admin who needs it (matching the server's logs, reading
 * the vendor's answer): the action's code, the call's id, the target, the actor's id and address,
 * then its details as key/values. Shown only behind the entry's details toggle.
 */
export function AuditEntryDetails({ entry, id }: { entry: AuditEntry; id: string }) {
  const t = useT();
  const facts: [string, ReactNode][] = [
    [t('adminAudit.field.entry'), String(entry.id)],
    [t('adminAudit.field.action'), <Code key="action">{entry.action}</Code>],
    [t('adminAudit.field.actorLabel'), entry.actor.label],
    [t('adminAudit.field.actorId'), entry.actor.id],
    [t('adminAudit.field.address'), entry.address],
    [t('adminAudit.field.requestId'), entry.requestId],
    [t('adminAudit.field.target'), entry.target],
  ];
  return (
    <Stack gap="xs" py="xs" id={id}>
      <Table variant="vertical" withTableBorder={false} layout="auto" w="auto" fz="sm">
        <Table.Tbody>
          {facts.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" miw={120} maw={200}>
                {label}
              </Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{value ?? <Absent />}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" fw={600}>
        {t('adminAudit.details.title')}
      </Text>
      <AuditDetails details={entry.details} />
    </Stack>
  );
}
