import { Alert, Divider, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../i18n/useT';
import { AddPasskeyForm } from './AddPasskeyForm';
import { RecoveryCodesShown } from './RecoveryCodesShown';
import { StartOverLink } from './StartOverLink';
import { TotpSetup } from './TotpSetup';

export interface EnrolmentStepProps {
  /** The app is set up and the codes were seen, or a passkey was added: the session is a whole one now. */
  onDone: () => void;
  onStartOver: () => void;
}

/**
 * Sign-in for a person whose role requires a second factor they have not set up yet: an
 * authenticator app or a passkey, either finishes it.
 */
export function EnrolmentStep({ onDone, onStartOver }: EnrolmentStepProps) {
  const t = useT();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [expired, setExpired] = useState(false);
  if (codes) return <RecoveryCodesShown codes={codes} onDone={onDone} />;
  return (
    <Stack>
      <Title order={2} size="h4">
        {t('auth.enrol.title')}
      </Title>
      <Text size="sm">{t('auth.enrol.intro')}</Text>
      {expired ? (
        <Alert color="red" role="alert" title={t('auth.login.failed')}>
          {t('auth.secondStep.expired')}
        </Alert>
      ) : (
        <>
          <Title order={3} size="h5">
            {t('auth.enrol.passkeyTitle')}
          </Title>
          <AddPasskeyForm askPassword={false} onAdded={onDone} />
          <Divider label={t('auth.login.or')} labelPosition="center" />
          <Title order={3} size="h5">
            {t('auth.enrol.appTitle')}
          </Title>
          <TotpSetup onConfirmed={setCodes} onExpired={() => setExpired(true)} />
        </>
      )}
      <StartOverLink onStartOver={onStartOver} />
    </Stack>
  );
}
