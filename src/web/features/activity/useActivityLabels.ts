import { useMemo } from 'react';
import type { HistorySource } from '../../../contract/api/requests';
import type { RequestType } from '../../../contract/upstream/enums';
import { useT } from '../../i18n/useT';

/** Request types and change sources in the reader's language (fields: src/web/lib/vocabulary). */
export function useActivityLabels() {
  const t = useT();
  return useMemo(() => {
    const type = (value: RequestType) =>
      value === 'order' ? t('activity.type.order') : t('activity.type.budget');
    const source = (value: HistorySource) => {
      switch (value) {
        case 'backfill':
          return t('activity.source.backfill');
        case 'reconcile':
          return t('activity.source.reconcile');
        case 'webhook':
          return t('activity.source.webhook');
        case 'refresh':
          return t('activity.source.refresh');
        case 'write':
          return t('activity.source.write');
      }
    };
    return { type, source };
  }, [t]);
}
