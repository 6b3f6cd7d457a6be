import { Badge, Group, Select, Text } from '@mantine/core';
import type { Ref } from 'react';
import { WRITABLE_PAYMENT_STATUSES, type WritablePaymentStatus } from '../../../contract/upstream/enums';
import { useT } from '../../i18n/useT';
import { isWritableStatus } from './paymentFormSchema';
import { formatFieldValue } from '../../lib/vocabulary/vocabulary';
import { useEnumLabel, useVocabulary } from '../../lib/vocabulary/useVocabulary';

export interface StatusSelectProps {
  /** The status as mirrored; `partial` is shown, never offered. */
  /** As mirrored: a documented status or one the vendor added, shown as received. */
  current: string | undefined;
  value: WritablePaymentStatus | null;
  onChange: (value: WritablePaymentStatus | null) => void;
  onBlur?: () => void;
  error?: string;
  disabled?: boolean;
  /** The select's input: a form opened on purpose puts the focus there. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The payment status to send: only the four values the vendor takes on write, with their labels.
 * A current `partial` (readable, not writable) is shown as the current value, with why it is not
 * among the choices; leaving the select empty keeps whatever the vendor has.
 */
export function StatusSelect({
  current,
  value,
  onChange,
  onBlur,
  error,
  disabled,
  inputRef,
}: StatusSelectProps) {
  const t = useT();
  const vocabulary = useVocabulary();
  const enumLabel = useEnumLabel();
  const data = WRITABLE_PAYMENT_STATUSES.map((status) => ({
    value: status,
    label: enumLabel('paymentStatus', status),
  }));
  const unwritable = current !== undefined && !isWritableStatus(current) ? current : null;
  const currentLabel = unwritable ? formatFieldValue('payment.status', unwritable, vocabulary) : null;
  return (
    <Select
      ref={inputRef}
      label={t('payments.field.status')}
      data={data}
      value={value}
      onChange={(next) =>
        onChange(isWritableStatus(next ?? undefined) ? (next as WritablePaymentStatus) : null)
      }
      onBlur={onBlur}
      clearable
      allowDeselect
      disabled={disabled}
      placeholder={
        currentLabel ? t('payments.status.keepCurrent', { status: currentLabel }) : t('payments.status.keep')
      }
      description={
        currentLabel ? (
          <Group component="span" gap={6} wrap="wrap">
            <Text span size="xs">
              {t('payments.status.current')}
            </Text>{' '}
            <Badge component="span" size="sm" variant="light" color="gray" tt="none">
              {currentLabel}
            </Badge>{' '}
            <Text span size="xs">
              {t('payments.status.notWritable', { status: currentLabel })}
            </Text>
          </Group>
        ) : undefined
      }
      error={error}
    />
  );
}
