import { Alert, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../i18n/useLocale';
import { useT } from '../../i18n/useT';
import { formatDateTime } from '../../lib/format/formatDate';
import { principalOf } from '../../lib/session/principalOf';
import { sessionQuery } from '../../lib/session/sessionQuery';
import { governorQuery } from './api/governorQuery';

/**
 * Shown while Painel has stopped calling the vendor (the vendor deactivated the account, a 429).
 * Everyone is told in plain words that changes cannot be sent now, that everything can still be
 * seen, and that an administrator knows; only the administrator, who can end it after the vendor's
 * support turned the account back on, reads what happened and what to do.
 */
export function CircuitBanner() {
  const t = useT();
  const { locale } = useLocale();
  const { data } = useQuery(governorQuery());
  const session = useQuery(sessionQuery());
  if (!data || data.circuit.state !== 'open') return null;
  const admin = session.data ? principalOf(session.data).roles.includes('admin') : false;
  if (!admin) {
    return (
      <Alert color="red.9" variant="filled" title={t('systemStatus.circuit.title')} mb="md">
        <Text inherit>{t('systemStatus.circuit.forEveryone')}</Text>
      </Alert>
    );
  }
  const { openedAt, cause } = data.circuit;
  return (
    <Alert color="red.9" variant="filled" title={t('systemStatus.circuit.adminTitle')} mb="md">
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
