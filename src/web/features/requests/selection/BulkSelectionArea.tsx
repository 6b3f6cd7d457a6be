import { Checkbox } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import { MAX_EXPORT_CODES } from '../../../../contract/api/requestExport';
import type { RequestType } from '../../../../contract/upstream/enums';
import { useLocale } from '../../../i18n/useLocale';
import { useT } from '../../../i18n/useT';
import { exportHref, type ExportFormat } from '../api/exportHref';
import type { RequestColumnId } from '../requestColumns';
import type { RequestsSearch } from '../requestsSearch';
import { selectedCount } from './rowSelection';
import type { BulkSelectionState } from './useBulkSelection';
import classes from './BulkSelectionArea.module.css';

// The bar (its export menu) and the dialog (its collaborator search) stay out of the orders page's
// eager bundle, which has a budget; the bar is fetched once the list is up, before anyone ticks.
const loadSelectionBar = () => import('./SelectionBar');
const SelectionBar = lazy(() => loadSelectionBar().then((module) => ({ default: module.SelectionBar })));
const BulkResponsibleDialog = lazy(() =>
  import('./BulkResponsibleDialog').then((module) => ({ default: module.BulkResponsibleDialog })),
);

/** The narrowest line (px) that holds the count, "select all N" and every button in one row. */
const FULL_BAR_WIDTH = 960;

/**
 * Above the list, for people who may change the responsible: a box for the whole page (the only
 * way to select on a phone, where rows are cards) and, on its line, the selection bar; its dialog.
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
  // The line's own width, not the screen's, says whether every button fits on it: the side menu
  // and the window both take from it.
  const { ref, width } = useElementSize();
  useEffect(() => {
    void loadSelectionBar();
  }, []);
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
  const selected = selectedCount(selection, total) > 0;
  const pageLabel = t(type === 'order' ? 'bulk.select.page' : 'bulk.select.pageBudget');
  return (
    <div ref={ref} className={classes.toolbar} data-selected={selected || undefined}>
      <Checkbox
        size="sm"
        // While rows are selected the bar's count speaks on this line; the box keeps its name.
        label={selected ? undefined : pageLabel}
        aria-label={selected ? pageLabel : undefined}
        checked={all}
        indeterminate={!all && onPage > 0}
        disabled={pageCodes.length === 0}
        onChange={() => (selection.allInFilter ? bulk.clear() : bulk.togglePage())}
      />
      <Suspense fallback={null}>
        {selected && (
          <SelectionBar
            selection={selection}
            type={type}
            total={total}
            compact={width < FULL_BAR_WIDTH}
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
    </div>
  );
}
