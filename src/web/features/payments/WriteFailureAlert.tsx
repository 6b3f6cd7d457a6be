import { Alert, Button, Text } from '@mantine/core';
import type { Ref } from 'react';
import { useLocale } from '../../i18n/useLocale';
import { useT } from '../../i18n/useT';
import { formatDateTime } from '../../lib/format/formatDate';
import { isRetryable, type WriteFailure } from './writeFailure';

export interface WriteFailureAlertProps {
  failure: WriteFailure;
  /** Sends the same submission again (same Idempotency-Key); absent where retrying makes no sense. */
  onRetry?: () => void;
  retrying?: boolean;
  /** What stayed as the person left it, e.g. "everything you typed and the files are kept". */
  keptNote?: string;
  /** Lets the form move focus here when a submit fails. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * Why a payment write did not happen, and when sending it again can work: at the time the vendor
 * budget has room again, once an admin reopened the circuit, when the connection is back.
 */
export function WriteFailureAlert({
  failure,
  onRetry,
  retrying = false,
  keptNote,
  ref,
}: WriteFailureAlertProps) {
  const t = useT();
  const { locale } = useLocale();
  const at = (iso: string | null) => (iso === null ? null : formatDateTime(iso, locale));
  let title: string;
  const lines: string[] = [];
  switch (failure.kind) {
    case 'budget': {
      title = t('payments.failure.budget.title');
      if (failure.detail) lines.push(failure.detail);
      const time = at(failure.retryAt);
      lines.push(time ? t('payments.failure.budget.retryAt', { time }) : t('payments.failure.retryLater'));
      break;
    }
    case 'circuit':
      title = t('payments.failure.circuit.title');
      if (failure.detail) lines.push(failure.detail);
      lines.push(t('payments.failure.circuit.when'));
      break;
    case 'throttled': {
      title = t('payments.failure.throttled.title');
      const time = at(failure.retryAt);
      lines.push(time ? t('payments.failure.retryAt', { time }) : t('payments.failure.throttled.when'));
      break;
    }
    case 'network':
      title = t('payments.failure.network.title');
      lines.push(t('payments.failure.network.what'), t('payments.failure.network.when'));
      break;
    case 'uncertain':
      title = t('payments.failure.uncertain.title');
      if (failure.detail) lines.push(failure.detail);
      lines.push(t('payments.failure.uncertain.when'));
      break;
    case 'vendorDown':
      title = t('payments.failure.vendorDown.title');
      if (failure.detail) lines.push(failure.detail);
      lines.push(t('payments.failure.retryLater'));
      break;
    case 'inProgress':
      title = t('payments.failure.inProgress.title');
      lines.push(t('payments.failure.inProgress.when'));
      break;
    case 'fields':
      title = t('payments.failure.fields.title');
      if (failure.detail) lines.push(failure.detail);
      lines.push(t('payments.failure.fields.when'));
      break;
    case 'forbidden':
      title = t('payments.failure.refused.title');
      lines.push(t('errors.forbidden'), t('errors.askAdmin'));
      break;
    case 'refused':
      title = t('payments.failure.refused.title');
      lines.push(failure.detail || t('errors.badRequest'));
      break;
    case 'unexpected':
      title = t('payments.failure.refused.title');
      lines.push(t('errors.unexpectedAnswer'), t('errors.reload'));
      break;
  }
  if (keptNote) lines.push(keptNote);
  return (
    <Alert ref={ref} color="red" role="alert" title={title} tabIndex={-1}>
      {lines.map((line, index) => (
        <Text key={index} size="sm" mt={index === 0 ? 0 : 4}>
          {line}
        </Text>
      ))}
      {onRetry && isRetryable(failure) ? (
        <Button size="xs" variant="default" mt="sm" onClick={onRetry} loading={retrying}>
          {t('payments.failure.sendAgain')}
        </Button>
      ) : null}
    </Alert>
  );
}
