import { MultiSelect } from '@mantine/core';
import { PAYMENT_STATUSES, type PaymentStatus, paymentStatusSchema } from '../../../contract/upstream/enums';
import { useT } from '../../i18n/useT';
import { useEnumLabel } from '../../lib/vocabulary/useVocabulary';
import { choiceValues } from './choiceValues';

export interface PaymentStatusFilterProps {
  value: readonly PaymentStatus[] | undefined;
  onChange: (value: PaymentStatus[] | undefined) => void;
}

/** The payment statuses, in the reader's words. */
export function PaymentStatusFilter({ value, onChange }: PaymentStatusFilterProps) {
  const t = useT();
  const enumLabel = useEnumLabel();
  return (
    <MultiSelect
      label={t('requests.filter.paymentStatus')}
      data={PAYMENT_STATUSES.map((status) => ({ value: status, label: enumLabel('paymentStatus', status) }))}
      value={[...(value ?? [])]}
      onChange={(values) =>
        onChange(choiceValues(values, (item) => paymentStatusSchema.safeParse(item).data))
      }
      clearable
      clearButtonProps={{ 'aria-label': t('requests.filter.clearField') }}
    />
  );
}
