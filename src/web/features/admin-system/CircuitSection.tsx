import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DateTimeText } from '../../components/DateTimeText';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { useT } from '../../i18n/useT';
import { governorQuery } from './api/governorQuery';
import { Facts } from './Facts';
import { ResetCircuitDialog } from './ResetCircuitDialog';
import { SectionLoading } from './SectionLoading';
import { SystemSection } from './SystemSection';

/**
 * The vendor circuit: closed in normal times; open after a 429, when Painel stops calling the
 * vendor until an admin confirms, here, that the vendor's support reactivated the account.
 */
export function CircuitSection() {
  const t = useT();
  const query = useQuery(governorQuery());
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <SystemSection title={t('adminSystem.circuit.title')}>
      <div role="status" aria-live="polite">
        {notice && (
          <Alert color="teal" variant="light">
            {notice}
          </Alert>
        )}
      </div>
      {query.isPending ? (
        <SectionLoading />
      ) : query.isError ? (
        <QueryErrorAlert
          title={t('adminSystem.governor.error')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.circuit.state === 'open' ? (
        <Alert color="red" variant="light" title={t('adminSystem.circuit.open')}>
          <Stack gap="xs">
            <Text size="sm">{t('adminSystem.circuit.openExplained')}</Text>
            <Facts
              facts={[
                [
                  t('adminSystem.circuit.openedAt'),
                  <DateTimeText key="at" value={query.data.circuit.openedAt} />,
                ],
                [t('adminSystem.circuit.cause'), query.data.circuit.cause],
              ]}
            />
            <Group>
              <Button
                color="red"
                onClick={() => {
                  setNotice(null);
                  setConfirming(true);
                }}
              >
                {t('adminSystem.circuit.reset')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : (
        <Stack gap="xs">
          <Group gap="xs">
            <Badge color="teal" variant="light">
              {t('adminSystem.circuit.closed')}
            </Badge>
            <Text size="sm">{t('adminSystem.circuit.closedExplained')}</Text>
          </Group>
          {(query.data.circuit.resetAt ?? query.data.circuit.openedAt) && (
            <Facts
              facts={[
                [
                  t('adminSystem.circuit.lastOpenedAt'),
                  <DateTimeText key="opened" value={query.data.circuit.openedAt} />,
                ],
                [t('adminSystem.circuit.lastCause'), query.data.circuit.cause],
                [
                  t('adminSystem.circuit.resetAt'),
                  <DateTimeText key="reset" value={query.data.circuit.resetAt} />,
                ],
                [t('adminSystem.circuit.resetBy'), query.data.circuit.resetBy],
              ]}
            />
          )}
        </Stack>
      )}
      <ResetCircuitDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        onDone={() => {
          setConfirming(false);
          setNotice(t('adminSystem.circuit.resetDone'));
        }}
      />
    </SystemSection>
  );
}
