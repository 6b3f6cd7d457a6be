import { useCallback } from 'react';
import type { RemovedMode } from '../../../../contract/api/requestFilters';
import { useT } from '../../../i18n/useT';

/** How removed requests are treated, in the reader's language. */
export function useRemovedLabel(): (mode: RemovedMode) => string {
  const t = useT();
  return useCallback(
    (mode: RemovedMode) => {
      switch (mode) {
        case 'exclude':
          return t('requests.removed.exclude');
        case 'include':
          return t('requests.removed.include');
        case 'only':
          return t('requests.removed.only');
      }
    },
    [t],
  );
}
