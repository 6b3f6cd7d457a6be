import { Table, Text } from '@mantine/core';
import { Fragment, useState } from 'react';
import type { AuditEntry } from '../../../contract/api/audit';
import { DateTimeText } from '../../components/DateTimeText';
import { ListTable } from '../../components/ListTable';
import { useT } from '../../i18n/useT';
import { usePhoneLayout } from '../../lib/usePhoneLayout';
import { AuditEntryDetails } from './AuditEntryDetails';
import { AuditRowList } from './AuditRowList';
import { DetailsToggle } from './DetailsToggle';
import { OutcomeBadge } from './OutcomeBadge';
import { useAuditActor } from './useAuditActor';
import { useAuditSentence } from './useAuditSentence';

const COLUMNS = 5;

/** Which entries have their details open; each opens and closes on its own. */
function useOpenEntries() {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return { isOpen: (id: number) => open.has(id), toggle };
}

/**
 * The log's entries, newest first, each said as a sentence with who did it; its technical
 * details (the action's code, the call's id, the vendor's answer) open below it on demand. On a
 * phone, a list of labelled rows.
 */
export function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  const t = useT();
  const phone = usePhoneLayout();
  const sentence = useAuditSentence();
  const actorOf = useAuditActor();
  const { isOpen, toggle } = useOpenEntries();

  if (phone) return <AuditRowList entries={entries} isOpen={isOpen} onToggle={toggle} />;

  return (
    <ListTable
      caption={t('adminAudit.caption')}
      columns={[
        t('adminAudit.column.when'),
        t('adminAudit.column.what'),
        t('adminAudit.column.actor'),
        t('adminAudit.column.outcome'),
      ]}
      lastColumn={t('adminAudit.column.details')}
    >
      {entries.map((entry) => {
        const expanded = isOpen(entry.id);
        const detailsId = `audit-entry-${entry.id}`;
        const actor = actorOf(entry);
        return (
          <Fragment key={entry.id}>
            <Table.Tr>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <DateTimeText value={entry.at} />
              </Table.Td>
              <Table.Td>{sentence(entry)}</Table.Td>
              <Table.Td>
                {actor.name}
                {actor.detail && (
                  <Text size="xs" c="dimmed">
                    {actor.detail}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <OutcomeBadge outcome={entry.outcome} />
              </Table.Td>
              <Table.Td>
                <DetailsToggle
                  entryId={entry.id}
                  expanded={expanded}
                  controls={detailsId}
                  onToggle={() => toggle(entry.id)}
                />
              </Table.Td>
            </Table.Tr>
            {expanded && (
              <Table.Tr>
                <Table.Td colSpan={COLUMNS}>
                  <AuditEntryDetails entry={entry} id={detailsId} />
                </Table.Td>
              </Table.Tr>
            )}
          </Fragment>
        );
      })}
    </ListTable>
  );
}
