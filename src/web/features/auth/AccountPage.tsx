import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DismissibleNotice } from '../../components/DismissibleNotice';
import { LoadingRows } from '../../components/LoadingRows';
import { PageHeader } from '../../components/PageHeader';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { useT } from '../../i18n/useT';
import {
  accountSecurityQuery,
  accountSecurityQueryKey,
  removeTotp,
  replaceRecoveryCodes,
} from './api/accountSecurity';
import { PasskeysSection } from './PasskeysSection';
import { PasswordConfirmDialog } from './PasswordConfirmDialog';
import { RecoveryCodesShown } from './RecoveryCodesShown';
import { TotpSetup } from './TotpSetup';

/** The signed-in person's own page: their second factor (ADR 068) and passkeys (ADR 094). */
export function AccountPage() {
  const t = useT();
  useDocumentTitle(`${t('account.title')} · ${t('app.name')}`);
  return (
    <Stack gap="lg">
      <PageHeader title={t('account.title')} intro={t('account.intro')} />
      <SecondFactorSection />
      <PasskeysSection />
    </Stack>
  );
}

function SecondFactorSection() {
  const t = useT();
  const queryClient = useQueryClient();
  const query = useQuery(accountSecurityQuery());
  const [codes, setCodes] = useState<string[] | null>(null);
  const [dialog, setDialog] = useState<'remove' | 'replace' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountSecurityQueryKey });
  // A passkey is a second step too: with one, the password alone no longer signs in.
  const on = query.data !== undefined && (query.data.totp || query.data.passkeys > 0);

  let content;
  if (query.isPending) content = <LoadingRows label={t('account.security.title')} rows={2} />;
  else if (query.isError)
    content = (
      <QueryErrorAlert
        title={t('account.security.loadError')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  else if (codes)
    content = (
      <RecoveryCodesShown
        codes={codes}
        onDone={() => {
          setCodes(null);
          void refresh();
        }}
      />
    );
  else if (!query.data.totp)
    content = (
      <Stack gap="sm">
        <Text size="sm">
          {query.data.passkeys > 0 ? t('account.security.passkeyOnly') : t('account.security.off')}
        </Text>
        <TotpSetup
          onConfirmed={(next) => {
            setCodes(next);
            setNotice(t('account.security.enabled'));
          }}
        />
      </Stack>
    );
  else
    content = (
      <Stack gap="sm">
        <Text size="sm">{t('account.security.on')}</Text>
        <Text size="sm">{t('account.security.codesLeft', { count: query.data.recoveryCodesLeft })}</Text>
        {query.data.required && query.data.passkeys === 0 && (
          <Alert color="blue" variant="light">
            {t('account.security.required')}
          </Alert>
        )}
        <Group gap="sm">
          <Button variant="default" onClick={() => setDialog('replace')}>
            {t('account.security.replaceCodes')}
          </Button>
          {(!query.data.required || query.data.passkeys > 0) && (
            <Button variant="default" color="red" onClick={() => setDialog('remove')}>
              {t('account.security.remove')}
            </Button>
          )}
        </Group>
      </Stack>
    );

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="second-factor-title">
      <Stack gap="sm">
        <Group gap="sm" justify="space-between" wrap="wrap">
          <Title order={3} size="h4" id="second-factor-title">
            {t('account.security.title')}
          </Title>
          {query.data && (
            <Badge color={on ? 'teal' : 'gray'} variant="light">
              {on ? t('account.security.badgeOn') : t('account.security.badgeOff')}
            </Badge>
          )}
        </Group>
        <DismissibleNotice notice={notice} onDismiss={() => setNotice(null)} />
        {content}
      </Stack>
      <PasswordConfirmDialog
        opened={dialog === 'replace'}
        title={t('account.security.replaceTitle')}
        body={t('account.security.replaceBody')}
        confirmLabel={t('account.security.replaceCodes')}
        run={replaceRecoveryCodes}
        onDone={(answer) => {
          setDialog(null);
          setCodes(answer.codes);
        }}
        onClose={() => setDialog(null)}
      />
      <PasswordConfirmDialog
        opened={dialog === 'remove'}
        title={t('account.security.removeTitle')}
        body={t('account.security.removeBody')}
        confirmLabel={t('account.security.remove')}
        danger
        run={removeTotp}
        onDone={() => {
          setDialog(null);
          setNotice(t('account.security.removed'));
          void refresh();
        }}
        onClose={() => setDialog(null)}
      />
    </Paper>
  );
}
