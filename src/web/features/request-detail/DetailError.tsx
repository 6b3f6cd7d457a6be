import { Alert, Button, Stack, Text } from '@mantine/core';
import { ZodError } from 'zod';
import type { RequestType } from '../../../contract/upstream/enums';
import { useT } from '../../i18n/useT';
import { ApiError } from '../../lib/fetchJson';

export interface DetailErrorProps {
  type: RequestType;
  code: string;
  error: Error;
  retrying: boolean;
  onRetry: () => void;
}

/**
 * Why the detail is not showing and what to do about it. A 404 is not a failure: the request is
 * simply not in the mirror (yet), which usually means it is new or the code is wrong.
 */
export function DetailError({ type, code, error, retrying, onRetry }: DetailErrorProps) {
  const t = useT();
  const retry = (
    <Button variant="default" size="xs" onClick={onRetry} loading={retrying} w="fit-content">
      {t('requestDetail.retry')}
    </Button>
  );
  if (error instanceof ApiError && error.status === 404) {
    return (
      <Alert
        color="gray"
        variant="light"
        title={
          type === 'order'
            ? t('requestDetail.notFound.order', { code })
            : t('requestDetail.notFound.budget', { code })
        }
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('requestDetail.notFound.hint')}</Text>
          {retry}
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert color="red" variant="light" title={t('requestDetail.error.title')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {/* The backend's problem detail says what happened in words fit for a reader; a bare status,
              a network failure or a shape error has none, so a translated sentence stands in. */}
          {describe(error, t)} {t('requestDetail.error.whatToDo')}
        </Text>
        {retry}
      </Stack>
    </Alert>
  );
}

function describe(error: Error, t: ReturnType<typeof useT>): string {
  if (error instanceof ApiError) {
    return error.code.startsWith('http_')
      ? t('requestDetail.error.status', { status: String(error.status) })
      : error.message;
  }
  if (error instanceof ZodError) return t('requestDetail.error.unexpected');
  return t('requestDetail.error.unreachable');
}
