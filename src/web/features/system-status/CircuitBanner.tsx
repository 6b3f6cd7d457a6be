import { Alert, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../i18n/useLocale';
import { useT } from '../../i18n/useT';
import { formatDateTime } from '../../lib/format/formatDate';
import { governorQuery } from './api/governorQuery';

/**
 * Shown to everyone while the vendor circuit is open: the vendor deactivated the account (a 429),
 * Painel stopped calling it, and only an administrator can end this, after the vendor's support
 * turned the account back on. Reads keep working from the mirror, which the banner says too, so
 * nobody mistakes the pause for lost data.
 */
export function CircuitBanner() {
  const t = useT();
  const { locale } = useLocale();
  const { data } = useQuery(governorQuery());
  if (!data || data.circuit.state !== 'open') return null;
  const { openedAt, cause } = data.circuit;
  return (
    <Alert color="red.9" variant="filled" title={t('systemStatus.circuit.title')} mb="md">
      <Stack gap={4}>
        <Text inherit>
          {openedAt
            ? t('systemStatus.circuit.happenedAt', { time: formatDateTime(openedAt, locale) })
            : t('systemStatus.circuit.happened')}{' '}
          {cause && t('systemStatus.circuit.cause', { cause })}
        </Text>
        <Text inherit fw={700}>
          {t('systemStatus.circuit.whoActs')}
        </Text>
        <Text inherit>{t('systemStatus.circuit.meanwhile')}</Text>
      </Stack>
    </Alert>
  );
}
