import { Badge, Button, Code, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { Fragment, useState } from 'react';
import type { AuditEntry } from '../../../contract/api/audit';
import { Absent } from '../../components/Absent';
import { DateTimeText } from '../../components/DateTimeText';
import { ListTable } from '../../components/ListTable';
import { useT } from '../../i18n/useT';
import { AuditDetails } from './AuditDetails';
import { useAuditLabels } from './useAuditLabels';

const OUTCOME_COLOR = { ok: 'teal', refused: 'yellow', failed: 'red' } as const;
const COLUMNS = 6;

/** The log's entries, newest first; each row opens below itself to show everything it recorded. */
export function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  const t = useT();
  const labels = useAuditLabels();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <ListTable
      caption={t('adminAudit.caption')}
      columns={[
        t('adminAudit.column.when'),
        t('adminAudit.column.action'),
        t('adminAudit.column.actor'),
        t('adminAudit.column.request'),
        t('adminAudit.column.outcome'),
      ]}
      lastColumn={t('adminAudit.column.details')}
    >
      {entries.map((entry) => {
        const expanded = open.has(entry.id);
        const detailsId = `audit-entry-${entry.id}`;
        return (
          <Fragment key={entry.id}>
            <Table.Tr>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <DateTimeText value={entry.at} />
              </Table.Td>
              <Table.Td>
                <Code>{entry.action}</Code>
              </Table.Td>
              <Table.Td>
                {entry.actor.label ?? <Absent />}
                <Text size="xs" c="dimmed">
                  {labels.actorKind(entry.actor.kind)}
                </Text>
              </Table.Td>
              <Table.Td>{entry.requestCode ?? <Absent />}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={OUTCOME_COLOR[entry.outcome]}>
                  {labels.outcome(entry.outcome)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  aria-expanded={expanded}
                  aria-controls={expanded ? detailsId : undefined}
                  onClick={() => toggle(entry.id)}
                >
                  {expanded ? t('adminAudit.details.hide') : t('adminAudit.details.show')}{' '}
                  <VisuallyHidden>{t('adminAudit.details.ofEntry', { id: entry.id })}</VisuallyHidden>
                </Button>
              </Table.Td>
            </Table.Tr>
            {expanded && (
              <Table.Tr id={detailsId}>
                <Table.Td colSpan={COLUMNS}>
                  <EntryDetails entry={entry} />
                </Table.Td>
              </Table.Tr>
            )}
          </Fragment>
        );
      })}
    </ListTable>
  );
}

/** Everything one entry recorded, the technical fields first, then its details as key/values. */
function EntryDetails({ entry }: { entry: AuditEntry }) {
  const t = useT();
  const facts: [string, string | null][] = [
    [t('adminAudit.field.entry'), String(entry.id)],
    [t('adminAudit.field.requestId'), entry.requestId],
    [t('adminAudit.field.target'), entry.target],
    [t('adminAudit.field.actorId'), entry.actor.id],
    [t('adminAudit.field.address'), entry.address],
  ];
  return (
    <Stack gap="xs" py="xs">
      <Table variant="vertical" withTableBorder={false} layout="auto" w="auto">
        <Table.Tbody>
          {facts.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" w={180}>
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
