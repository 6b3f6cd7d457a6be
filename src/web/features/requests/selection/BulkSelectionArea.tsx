import { Checkbox, Stack } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { MAX_EXPORT_CODES } from '../../../../contract/api/requestExport';
import type { RequestType } from '../../../../contract/upstream/enums';
import { useLocale } from '../../../i18n/useLocale';
import { useT } from '../../../i18n/useT';
import { exportHref, type ExportFormat } from '../api/exportHref';
import type { RequestColumnId } from '../requestColumns';
import type { RequestsSearch } from '../requestsSearch';
import { selectedCount } from './rowSelection';
import type { BulkSelectionState } from './useBulkSelection';

// The bar (its export menu) and the dialog (its collaborator search) load with the first ticked
// row: the orders page's eager bundle has a budget, and most visits select nothing.
const SelectionBar = lazy(() =>
  import('./SelectionBar').then((module) => ({ default: module.SelectionBar })),
);
const BulkResponsibleDialog = lazy(() =>
  import('./BulkResponsibleDialog').then((module) => ({ default: module.BulkResponsibleDialog })),
);

/**
 * Above the list, for people who may change the responsible: a box for the whole page (the only
 * way to select on a phone, where rows are cards), the selection bar and its dialog.
 */
export function BulkSelectionArea({
  bulk,
  total,
  pageCodes,
  type,
  search,
  visibleColumns,
}: {
  bulk: BulkSelectionState;
  total: number;
  pageCodes: readonly string[];
  /** The view the selection was made in, and its columns on screen: what an export holds. */
  type: RequestType;
  search: RequestsSearch;
  visibleColumns: readonly RequestColumnId[];
}) {
  const t = useT();
  const { locale } = useLocale();
  const [dialog, setDialog] = useState(false);
  const { selection } = bulk;
  const ticked = new Set(selection.codes);
  const onPage = pageCodes.filter((code) => ticked.has(code)).length;
  const all = selection.allInFilter || (pageCodes.length > 0 && onPage === pageCodes.length);
  // "All of this filter" is the list's own export; ticked rows name their codes.
  const codes = selection.allInFilter ? undefined : selection.codes;
  const link = (format: ExportFormat) =>
    exportHref(type, search, { format, lang: locale, columns: visibleColumns, codes });
  const exportLinks =
    codes && codes.length > MAX_EXPORT_CODES ? null : { xlsx: link('xlsx'), csv: link('csv') };
  return (
    <Stack gap="xs">
      <Checkbox
        size="sm"
        label={t(type === 'order' ? 'bulk.select.page' : 'bulk.select.pageBudget')}
        checked={all}
        indeterminate={!all && onPage > 0}
        disabled={pageCodes.length === 0}
        onChange={() => (selection.allInFilter ? bulk.clear() : bulk.togglePage())}
      />
      <Suspense fallback={null}>
        {selectedCount(selection, total) > 0 && (
          <SelectionBar
            selection={selection}
            type={type}
            total={total}
            onSelectAllInFilter={bulk.selectAllInFilter}
            onClear={bulk.clear}
            onChangeResponsible={() => setDialog(true)}
            exportLinks={exportLinks}
          />
        )}
        {dialog && (
          <BulkResponsibleDialog
            opened={dialog}
            selection={bulk.asRequest}
            onClose={() => setDialog(false)}
            onStarted={bulk.clear}
          />
        )}
      </Suspense>
    </Stack>
  );
}
