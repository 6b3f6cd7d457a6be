import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRouter } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PasskeyRemoved, PasskeySummary } from '../../../contract/api/passkeys';
import { AdminDialog } from '../../components/AdminDialog';
import { DateTimeText } from '../../components/DateTimeText';
import { DismissibleNotice } from '../../components/DismissibleNotice';
import { LoadingRows } from '../../components/LoadingRows';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { useT } from '../../i18n/useT';
import { forgetSession } from '../../lib/session/forgetSession';
import { accountSecurityQuery, accountSecurityQueryKey } from './api/accountSecurity';
import { passkeysQuery, passkeysQueryKey, removePasskey } from './api/passkeys';
import { AddPasskeyForm } from './AddPasskeyForm';
import { PasswordConfirmDialog } from './PasswordConfirmDialog';
import { RenamePasskeyDialog } from './RenamePasskeyDialog';

/** The person's passkeys (ADR 094): add one, see when each was last used, rename or remove it. */
export function PasskeysSection() {
  const t = useT();
  const queryClient = useQueryClient();
  const router = useRouter();
  const query = useQuery(passkeysQuery());
  const security = useQuery(accountSecurityQuery());
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<PasskeySummary | null>(null);
  const [removing, setRemoving] = useState<PasskeySummary | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: passkeysQueryKey });
    await queryClient.invalidateQueries({ queryKey: accountSecurityQueryKey });
  };
  const removed = ({ sessionsEnded, signedOut }: PasskeyRemoved) => {
    setRemoving(null);
    if (!signedOut) {
      setNotice(
        sessionsEnded > 0
          ? t('account.passkeys.removedWithSessions', { count: sessionsEnded })
          : t('account.passkeys.removed'),
      );
      void refresh();
      return;
    }
    // This very session was signed in with the passkey and has ended (ADR 096). Said here, where
    // the reason is known, rather than left to the next call's bare 401; the notification outlives
    // the page, and the login page brings the person back here.
    notifications.show({ message: t('account.passkeys.removedSignedOut'), color: 'teal', autoClose: false });
    const { href } = router.state.location;
    forgetSession(queryClient);
    void router.navigate({ to: '/login', search: { redirect: href } });
  };
  // A role that requires a second factor keeps its last one: without the app, the last passkey stays.
  const lastFactorKept =
    security.data !== undefined &&
    security.data.required &&
    !security.data.totp &&
    security.data.passkeys <= 1;

  let content;
  if (query.isPending) content = <LoadingRows label={t('account.passkeys.title')} rows={2} />;
  else if (query.isError)
    content = (
      <QueryErrorAlert
        title={t('account.passkeys.loadError')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  else if (query.data.passkeys.length === 0) content = <Text size="sm">{t('account.passkeys.none')}</Text>;
  else
    content = (
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {query.data.passkeys.map((passkey) => (
          <Paper key={passkey.id} component="li" withBorder p="sm" radius="sm">
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {passkey.name}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('account.passkeys.created')} <DateTimeText value={passkey.createdAt} dateOnly />
                  {' · '}
                  {t('account.passkeys.lastUsed')}{' '}
                  {passkey.lastUsedAt ? (
                    <DateTimeText value={passkey.lastUsedAt} />
                  ) : (
                    t('account.passkeys.neverUsed')
                  )}
                </Text>
              </Stack>
              <Group gap="xs">
                <Button size="xs" variant="default" onClick={() => setRenaming(passkey)}>
                  {t('account.passkeys.rename')}
                </Button>
                {!lastFactorKept && (
                  <Button size="xs" variant="default" color="red" onClick={() => setRemoving(passkey)}>
                    {t('account.passkeys.remove')}
                  </Button>
                )}
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
    );

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="passkeys-title">
      <Stack gap="sm">
        <Group gap="sm" justify="space-between" wrap="wrap">
          <Title order={3} size="h4" id="passkeys-title">
            {t('account.passkeys.title')}
          </Title>
          {query.data && query.data.passkeys.length > 0 && (
            <Badge color="teal" variant="light">
              {t('account.passkeys.count', { count: query.data.passkeys.length })}
            </Badge>
          )}
        </Group>
        <Text size="sm">{t('account.passkeys.intro')}</Text>
        <DismissibleNotice notice={notice} onDismiss={() => setNotice(null)} />
        {content}
        {lastFactorKept && query.data?.passkeys.length === 1 && (
          <Text size="sm" c="dimmed">
            {t('account.passkeys.required')}
          </Text>
        )}
        <Group>
          <Button onClick={() => setAdding(true)}>{t('auth.passkey.add')}</Button>
        </Group>
      </Stack>
      <AdminDialog opened={adding} onClose={() => setAdding(false)} title={t('auth.passkey.add')}>
        {adding && (
          <AddPasskeyForm
            askPassword
            onAdded={(passkey) => {
              setAdding(false);
              setNotice(t('account.passkeys.added', { name: passkey.name }));
              void refresh();
            }}
            onCancel={() => setAdding(false)}
          />
        )}
      </AdminDialog>
      <RenamePasskeyDialog
        passkey={renaming}
        onDone={() => {
          setRenaming(null);
          void refresh();
        }}
        onClose={() => setRenaming(null)}
      />
      <PasswordConfirmDialog
        opened={removing !== null}
        title={t('account.passkeys.removeTitle')}
        body={t('account.passkeys.removeBody', { name: removing?.name ?? '' })}
        confirmLabel={t('account.passkeys.remove')}
        danger
        run={(password) => removePasskey(removing?.id ?? '', password)}
        onDone={removed}
        onClose={() => setRemoving(null)}
      />
    </Paper>
  );
}
