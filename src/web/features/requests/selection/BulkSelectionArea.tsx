import { Checkbox, Stack } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../../i18n/useT';
import { BulkResponsibleDialog } from './BulkResponsibleDialog';
import { SelectionBar } from './SelectionBar';
import type { BulkSelectionState } from './useBulkSelection';

/**
 * Above the list, for people who may change the responsible: a box for the whole page (the only
 * way to select on a phone, where rows are cards), the selection bar and its dialog.
 */
export function BulkSelectionArea({
  bulk,
  total,
  pageCodes,
}: {
  bulk: BulkSelectionState;
  total: number;
  pageCodes: readonly string[];
}) {
  const t = useT();
  const [dialog, setDialog] = useState(false);
  const { selection } = bulk;
  const ticked = new Set(selection.codes);
  const onPage = pageCodes.filter((code) => ticked.has(code)).length;
  const all = selection.allInFilter || (pageCodes.length > 0 && onPage === pageCodes.length);
  return (
    <Stack gap="xs">
      <Checkbox
        size="sm"
        label={t('bulk.select.page')}
        checked={all}
        indeterminate={!all && onPage > 0}
        onChange={() => (selection.allInFilter ? bulk.clear() : bulk.togglePage())}
      />
      <SelectionBar
        selection={selection}
        total={total}
        onSelectAllInFilter={bulk.selectAllInFilter}
        onClear={bulk.clear}
        onChangeResponsible={() => setDialog(true)}
      />
      {dialog && (
        <BulkResponsibleDialog
          opened={dialog}
          selection={bulk.asRequest}
          onClose={() => setDialog(false)}
          onStarted={bulk.clear}
        />
      )}
    </Stack>
  );
}
