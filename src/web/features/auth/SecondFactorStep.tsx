import { Alert, Anchor, Button, Divider, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { SessionResponse } from '../../../contract/api/session';
import { useT } from '../../i18n/useT';
import { ApiError } from '../../lib/fetchJson';
import { secondStep } from './api/secondStep';
import { PasskeyStepButton } from './PasskeyStepButton';
import { StartOverLink } from './StartOverLink';

export interface SecondFactorStepProps {
  /** What the person has: the app (with its recovery codes), passkeys, or both. */
  methods: { totp: boolean; passkey: boolean };
  onSignedIn: (session: SessionResponse) => void;
  /** Back to e-mail and password (the half-done sign-in expired, or the person chose to). */
  onStartOver: () => void;
}

/**
 * The second step of a sign-in: one of the person's passkeys, the authenticator app's code, or a
 * recovery code instead of the app.
 */
export function SecondFactorStep({ methods, onSignedIn, onStartOver }: SecondFactorStepProps) {
  const t = useT();
  const [method, setMethod] = useState<'totp' | 'recovery'>('totp');
  const [code, setCode] = useState('');
  const mutation = useMutation({
    meta: { expectsUnauthorized: true },
    mutationFn: secondStep,
    onSuccess: onSignedIn,
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.mutate({ method, code });
  };
  const switchTo = (next: 'totp' | 'recovery') => {
    setMethod(next);
    setCode('');
    mutation.reset();
  };

  const error = mutation.error;
  const errorText = !error
    ? null
    : error instanceof ApiError && error.code === 'unauthenticated'
      ? t('auth.secondStep.expired')
      : error instanceof ApiError && error.status === 429
        ? `${t('auth.login.throttled')} ${error.message}`
        : method === 'totp'
          ? t('auth.secondStep.wrongCode')
          : t('auth.secondStep.wrongRecovery');

  const passkey = methods.passkey && (
    <PasskeyStepButton
      step="second-step"
      label={t('auth.secondStep.usePasskey')}
      variant={methods.totp ? 'default' : 'filled'}
      onSignedIn={onSignedIn}
    />
  );
  if (!methods.totp) {
    return (
      <Stack>
        <Title order={2} size="h4">
          {t('auth.secondStep.passkeyTitle')}
        </Title>
        <Text size="sm">{t('auth.secondStep.passkeyIntro')}</Text>
        {passkey}
        <StartOverLink onStartOver={onStartOver} />
      </Stack>
    );
  }

  return (
    <Stack>
      <Title order={2} size="h4">
        {t('auth.secondStep.title')}
      </Title>
      <Text size="sm">
        {method === 'totp' ? t('auth.secondStep.intro') : t('auth.secondStep.recoveryIntro')}
      </Text>
      <form onSubmit={submit}>
        <Stack>
          {method === 'totp' ? (
            <TextInput
              key="totp"
              label={t('auth.secondStep.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              maxLength={7}
              data-autofocus
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
            />
          ) : (
            <TextInput
              key="recovery"
              label={t('auth.secondStep.recoveryCode')}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              required
              maxLength={20}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
            />
          )}
          {errorText && (
            <Alert color="red" role="alert" title={t('auth.login.failed')}>
              {errorText}
            </Alert>
          )}
          <Button type="submit" loading={mutation.isPending}>
            {t('auth.secondStep.submit')}
          </Button>
        </Stack>
      </form>
      {passkey && (
        <>
          <Divider label={t('auth.login.or')} labelPosition="center" />
          {passkey}
        </>
      )}
      <Stack gap={4} align="flex-start">
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => switchTo(method === 'totp' ? 'recovery' : 'totp')}
        >
          {method === 'totp' ? t('auth.secondStep.useRecovery') : t('auth.secondStep.useApp')}
        </Anchor>
        <StartOverLink onStartOver={onStartOver} />
      </Stack>
    </Stack>
  );
}
