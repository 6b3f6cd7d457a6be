import { useCallback } from 'react';
import { useT } from '../../../i18n/useT';
import type { MessageKey } from '../../../i18n/messages/pt-BR';
import type { RequestColumnId } from '../requestColumns';

const columnLabelKeys: Record<RequestColumnId, MessageKey> = {
  code: 'requests.column.code',
  name: 'requests.column.name',
  company: 'requests.column.company',
  responsible: 'requests.column.responsible',
  createdAt: 'requests.column.createdAt',
  dealStatus: 'requests.column.dealStatus',
  stockStatus: 'requests.column.stockStatus',
  paymentStatus: 'requests.column.paymentStatus',
  totalPower: 'requests.column.totalPower',
  finalValue: 'requests.column.finalValue',
  freight: 'requests.column.freight',
  kind: 'requests.column.kind',
  companyCnpj: 'requests.column.companyCnpj',
  responsibleEmail: 'requests.column.responsibleEmail',
  lastChangedAt: 'requests.column.lastChangedAt',
  statusSince: 'requests.column.statusSince',
  paymentType: 'requests.column.paymentType',
  originalValue: 'requests.column.originalValue',
  removed: 'requests.column.removed',
};

/** A column's header in the reader's language. */
export function useColumnLabel(): (column: RequestColumnId) => string {
  const t = useT();
  return useCallback((column: RequestColumnId) => t(columnLabelKeys[column]), [t]);
}
