import { useMemo } from 'react';
import type { HistorySource } from '../../../contract/api/requests';
import type { RequestType } from '../../../contract/upstream/enums';
import { useT } from '../../i18n/useT';

/** Request types, change sources and well-known vendor fields in the reader's language. */
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
    const fields: Readonly<Record<string, string>> = {
      dealStatus: t('activity.field.dealStatus'),
      stockStatus: t('activity.field.stockStatus'),
      'payment.status': t('activity.field.paymentStatus'),
      'payment.type': t('activity.field.paymentType'),
      responsible: t('activity.field.responsible'),
      'responsible.email': t('activity.field.responsible'),
      finalValue: t('activity.field.finalValue'),
      totalPower: t('activity.field.totalPower'),
      name: t('activity.field.name'),
      removed: t('activity.field.removed'),
    };
    /** A known field by name; any other as the vendor names it. */
    const field = (path: string) => fields[path] ?? path;
    return { type, source, field };
  }, [t]);
}
