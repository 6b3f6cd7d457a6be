import { MultiSelect } from '@mantine/core';
import { PAYMENT_TYPES, type PaymentType, paymentTypeSchema } from '../../../contract/upstream/enums';
import { useT } from '../../i18n/useT';
import { useEnumLabel } from '../../lib/vocabulary/useVocabulary';
import { choiceValues } from './choiceValues';

export interface PaymentTypeFilterProps {
  value: readonly PaymentType[] | undefined;
  onChange: (value: PaymentType[] | undefined) => void;
}

/** The payment methods, in the reader's words. */
export function PaymentTypeFilter({ value, onChange }: PaymentTypeFilterProps) {
  const t = useT();
  const enumLabel = useEnumLabel();
  return (
    <MultiSelect
      label={t('requests.filter.paymentType')}
      data={PAYMENT_TYPES.map((paymentType) => ({
        value: paymentType,
        label: enumLabel('paymentType', paymentType),
      }))}
      value={[...(value ?? [])]}
      onChange={(values) => onChange(choiceValues(values, (item) => paymentTypeSchema.safeParse(item).data))}
      clearable
      clearButtonProps={{ 'aria-label': t('requests.filter.clearField') }}
    />
  );
}
