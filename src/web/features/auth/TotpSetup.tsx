import { Alert, Button, Code, Image, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n/useT';
import { ApiError } from '../../lib/fetchJson';
import { confirmTotp, startTotp } from './api/accountSecurity';

export interface TotpSetupProps {
  /** The app is confirmed: the recovery codes to show, this once. */
  onConfirmed: (codes: string[]) => void;
  /** The half-done sign-in this runs in has ended (401). */
  onExpired?: () => void;
}

/** The secret grouped by four, as people copy it into an app. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Setting up an authenticator app: a QR code (made by the BFF: nothing is fetched from elsewhere)
 * and its key for typing, then a code from the app to prove it took.
 */
export function TotpSetup({ onConfirmed, onExpired }: TotpSetupProps) {
  const t = useT();
  const [code, setCode] = useState('');
  const expired = (error: Error) => {
    if (error instanceof ApiError && error.status === 401) onExpired?.();
  };
  const start = useMutation({ meta: { expectsUnauthorized: true }, mutationFn: startTotp, onError: expired });
  const confirm = useMutation({
    meta: { expectsUnauthorized: true },
    mutationFn: confirmTotp,
    onSuccess: ({ codes }) => onConfirmed(codes),
    onError: expired,
  });

  if (!start.data) {
    return (
      <Stack gap="sm" align="flex-start">
        {/* On a phone the label wraps inside the card instead of running past it. */}
        <Button
          onClick={() => start.mutate()}
          loading={start.isPending}
          maw="100%"
          h="auto"
          mih={36}
          styles={{ label: { whiteSpace: 'normal', lineHeight: 1.35, paddingBlock: 6 } }}
        >
          {t('auth.totp.start')}
        </Button>
        {start.isError && (
          <Alert color="red" role="alert" title={t('auth.totp.failed')}>
            {start.error.message}
          </Alert>
        )}
      </Stack>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    confirm.mutate(code);
  };
  const { qrSvg, secret } = start.data;
  return (
    <Stack gap="sm">
      <Text size="sm">{t('auth.totp.scan')}</Text>
      <Image
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg)}`}
        alt={t('auth.totp.qrAlt')}
        w={200}
        h={200}
        bg="white"
        p={4}
        radius="sm"
      />
      <Text size="sm">{t('auth.totp.manual')}</Text>
      <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }} data-testid="totp-secret">
        {grouped(secret)}
      </Code>
      <form onSubmit={submit}>
        <Stack gap="sm">
          <TextInput
            label={t('auth.totp.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            maxLength={7}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
          />
          {confirm.isError && (
            <Alert color="red" role="alert" title={t('auth.totp.failed')}>
              {t('auth.totp.wrongCode')}
            </Alert>
          )}
          <Button type="submit" loading={confirm.isPending}>
            {t('auth.totp.confirm')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
