import { Checkbox, Text } from '@mantine/core';
import { useMemo, type MouseEvent, type ReactNode } from 'react';
import type { RequestSummary } from '../../../../contract/api/requests';
import { Absent } from '../../../components/Absent';
import { DateTimeText } from '../../../components/DateTimeText';
import { MaskedDocument } from '../../../components/MaskedDocument';
import { Money } from '../../../components/Money';
import { EnumValue } from '../../../lib/vocabulary/EnumValue';
import { Power } from '../../../components/Power';
import { StalledBadge } from '../../../components/StalledBadge';
import { StatusSinceText } from '../../../components/StatusSinceText';
import { StatusBadge } from '../../../components/StatusBadge';
import { useT } from '../../../i18n/useT';
import { isAbsent } from '../../../lib/isAbsent';
import { paymentStatusColor } from '../../../lib/statusColors';
import { useColumnLabel } from '../labels/useColumnLabel';
import { useEnumLabel } from '../../../lib/vocabulary/useVocabulary';
import { COLUMN_WIDTHS, REQUEST_COLUMN_IDS, type RequestColumnId } from '../requestColumns';
import classes from './RequestsTable.module.css';

/** Columns whose values are amounts: right-aligned so digits line up. */
export const NUMERIC_COLUMNS: ReadonlySet<RequestColumnId> = new Set([
  'totalPower',
  'finalValue',
  'originalValue',
]);

/** A text cut to its column, the whole of it on hover. */
function TextValue({ value, title }: { value: string | null; title?: string | null }) {
  return isAbsent(value) ? <Absent /> : <span title={title ?? value}>{value}</span>;
}

/** "Campinas/SP", or whichever of the two the vendor sent. */
function place(city: string | null, state: string | null): string | null {
  const parts = [city, state].filter((part): part is string => !isAbsent(part)).map((part) => part.trim());
  return parts.length > 0 ? parts.join('/') : null;
}

/** One column of the requests table: its header and how a request's value shows in it. */
export interface RequestColumn {
  id: RequestColumnId;
  header: string;
  cell: (row: RequestSummary) => ReactNode;
  /** Its starting width (px) where it differs from COLUMN_WIDTHS: the code with a tick box. */
  width?: number;
}

/** The row's tick box and its margin, beside the code. */
const TICK_BOX_WIDTH = 28;

/** Row selection for a bulk change, for the roles that may change the responsible. */
export interface RowSelectionControl {
  isSelected: (code: string) => boolean;
  /** `shift`: select the range from the last row ticked. */
  toggle: (code: string, shift: boolean) => void;
}

export interface RequestColumnsOptions {
  rowHref: (code: string) => string;
  onOpen: (code: string) => void;
  selection?: RowSelectionControl;
}

/** The table's columns: how each summary field is shown, absent values included. */
export function useRequestColumns({ rowHref, onOpen, selection }: RequestColumnsOptions): RequestColumn[] {
  const t = useT();
  const label = useColumnLabel();
  const enumLabel = useEnumLabel();

  return useMemo(() => {
    const cells: Record<RequestColumnId, (row: RequestSummary) => ReactNode> = {
      code: (row) => {
        const open = (event: MouseEvent<HTMLAnchorElement>) => {
          // A modified click (new tab, new window) is the browser's; a plain one opens the drawer.
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
            event.stopPropagation();
            return;
          }
          event.preventDefault();
          event.stopPropagation();
          onOpen(row.code);
        };
        return (
          <>
            {selection && (
              <Checkbox
                size="xs"
                display="inline-block"
                mr={8}
                style={{ verticalAlign: 'middle' }}
                aria-label={t(row.type === 'order' ? 'bulk.select.row' : 'bulk.select.rowBudget', {
                  code: row.code,
                })}
                checked={selection.isSelected(row.code)}
                onClick={(event) => {
                  // The row opens the drawer on click; a tick must not.
                  event.stopPropagation();
                  selection.toggle(row.code, event.shiftKey);
                }}
                onChange={() => undefined}
                onKeyDown={(event) => event.stopPropagation()}
              />
            )}
            {/* Out of the tab order: the row itself is the keyboard stop (Enter opens it). */}
            <a href={rowHref(row.code)} tabIndex={-1} onClick={open} className={classes.codeLink}>
              {row.code}
            </a>
            {row.removed && (
              <Text span size="xs" c="dimmed" ml={6}>
                ({t('requests.removedMarker')})
              </Text>
            )}
          </>
        );
      },
      name: (row) => <TextValue value={row.name} />,
      company: (row) => (
        <TextValue
          value={row.companyName ?? row.companyFantasyName}
          title={[row.companyName, row.companyFantasyName].filter(Boolean).join(' · ')}
        />
      ),
      responsible: (row) => (
        <TextValue
          value={row.responsibleName ?? row.responsibleEmail}
          title={[row.responsibleName, row.responsibleEmail].filter(Boolean).join(' · ')}
        />
      ),
      createdAt: (row) => <DateTimeText value={row.createdAt} dateOnly />,
      dealStatus: (row) =>
        isAbsent(row.dealStatus) ? (
          <Absent />
        ) : (
          <span className={classes.statusCell}>
            <StatusBadge label={row.dealStatus} />
            {row.stalled === true && (
              <StalledBadge since={row.statusSince} before={row.statusSinceBefore} compact />
            )}
          </span>
        ),
      stockStatus: (row) =>
        isAbsent(row.stockStatus) ? <Absent /> : <StatusBadge label={row.stockStatus} />,
      paymentStatus: (row) =>
        row.paymentStatus === null ? (
          <Absent />
        ) : (
          <StatusBadge
            label={enumLabel('paymentStatus', row.paymentStatus)}
            color={paymentStatusColor(row.paymentStatus)}
          />
        ),
      totalPower: (row) => <Power value={row.totalPower} />,
      finalValue: (row) => <Money value={row.finalValue} />,
      freight: (row) => <TextValue value={place(row.freightCity, row.freightState)} />,
      kind: (row) => (isAbsent(row.kind) ? <Absent /> : <EnumValue set="kitKind" value={row.kind} />),
      companyCnpj: (row) => <MaskedDocument kind="cnpj" value={row.companyCnpj} />,
      responsibleEmail: (row) => <TextValue value={row.responsibleEmail} />,
      lastChangedAt: (row) => <DateTimeText value={row.lastChangedAt} dateOnly />,
      statusSince: (row) => (
        <StatusSinceText since={row.statusSince} before={row.statusSinceBefore} dateOnly />
      ),
      paymentType: (row) =>
        row.paymentType === null ? <Absent /> : <>{enumLabel('paymentType', row.paymentType)}</>,
      originalValue: (row) => <Money value={row.originalValue} />,
      removed: (row) => <>{row.removed ? t('requests.yes') : t('requests.no')}</>,
    };
    return REQUEST_COLUMN_IDS.map((id): RequestColumn => ({
      id,
      header: label(id),
      cell: cells[id],
      // A tick box beside the code must not cut it to "11…".
      ...(id === 'code' && selection ? { width: COLUMN_WIDTHS.code + TICK_BOX_WIDTH } : {}),
    }));
  }, [t, label, enumLabel, rowHref, onOpen, selection]);
}
