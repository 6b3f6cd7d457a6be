import { Alert, Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ZodError } from 'zod';
import { useT } from '../i18n/useT';
import { ApiError } from '../lib/fetchJson';

export interface QueryErrorAlertProps {
  /** What could not be loaded, e.g. "Não foi possível carregar os pedidos". */
  title: string;
  error: unknown;
  onRetry?: () => void;
  /** Further ways out, such as clearing the filters that the server refused. */
  actions?: ReactNode;
}

/**
 * A failed read, said so a person can act: the server's own sentence when it sent one (a vendor
 * outage, a refused filter), a translated one when it did not (no network, an unexpected answer),
 * what to do next, and a retry.
 */
export function QueryErrorAlert({ title, error, onRetry, actions }: QueryErrorAlertProps) {
  const t = useT();
  let what: string;
  let next: string;
  if (error instanceof ApiError) {
    const serverSentence = !error.code.startsWith('http_');
    if (error.status === 401) {
      what = t('errors.sessionEnded');
      next = t('errors.signInAgain');
    } else if (error.status === 403) {
      what = serverSentence ? error.message : t('errors.forbidden');
      next = t('errors.askAdmin');
    } else if (error.status === 400 || error.status === 422) {
      what = serverSentence ? error.message : t('errors.badRequest');
      next = t('errors.checkInput');
    } else if (error.status === 503 || error.status === 502 || error.status === 504) {
      what = serverSentence ? error.message : t('errors.unavailable');
      next = t('errors.retryLater');
    } else {
      what = serverSentence ? error.message : t('errors.server', { status: error.status });
      next = t('errors.retryLater');
    }
  } else if (error instanceof ZodError) {
    what = t('errors.unexpectedAnswer');
    next = t('errors.reload');
  } else {
    what = t('errors.unreachable');
    next = t('errors.checkConnection');
  }
  return (
    <Alert variant="default" title={title} icon={<span aria-hidden="true">⚠</span>}>
      <Text size="sm">{what}</Text>
      <Text size="sm" mt={4}>
        {next}
      </Text>
      {(onRetry ?? actions) && (
        <Group gap="sm" mt="sm">
          {onRetry && (
            <Button size="xs" variant="default" onClick={onRetry}>
              {t('errors.retry')}
            </Button>
          )}
          {actions}
        </Group>
      )}
    </Alert>
  );
}
