import type { PaymentStatus, PaymentType } from '../../../contract/upstream/enums';
import { useMemo } from 'react';
import { useT } from '../../i18n/useT';

/** Payment statuses and types in the reader's language (the vendor sends code words). */
export function usePaymentLabels() {
  const t = useT();
  return useMemo(() => {
    const status = (value: PaymentStatus): string => {
      switch (value) {
        case 'notRequested':
          return t('requests.paymentStatus.notRequested');
        case 'requested':
          return t('requests.paymentStatus.requested');
        case 'received':
          return t('requests.paymentStatus.received');
        case 'cancelled':
          return t('requests.paymentStatus.cancelled');
        case 'partial':
          return t('requests.paymentStatus.partial');
      }
    };
    const type = (value: PaymentType): string => {
      switch (value) {
        case 'pix':
          return t('requests.paymentType.pix');
        case 'boleto':
          return t('requests.paymentType.boleto');
        case 'debito':
          return t('requests.paymentType.debito');
        case 'credito':
          return t('requests.paymentType.credito');
        case 'financiamento':
          return t('requests.paymentType.financiamento');
        case 'other':
          return t('requests.paymentType.other');
      }
    };
    return { status, type };
  }, [t]);
}
