import { Alert, Button, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { SessionResponse } from '../../../contract/api/session';
import { useT } from '../../i18n/useT';
import { finishPasskeyStep, type PasskeyStep, startPasskeyStep } from './api/passkeys';
import { requirePasskeySupport, signWithPasskey } from './runPasskeyCeremony';
import { usePasskeyErrorText } from './usePasskeyErrorText';

export interface PasskeyStepButtonProps {
  /** A sign-in with the passkey alone, or the second step after the password. */
  step: PasskeyStep;
  label: string;
  variant?: 'filled' | 'default';
  onSignedIn: (session: SessionResponse) => void;
}

/** One button: the browser asks for a passkey, and the answer signs in (or says why not). */
export function PasskeyStepButton({ step, label, variant = 'default', onSignedIn }: PasskeyStepButtonProps) {
  const t = useT();
  const errorText = usePasskeyErrorText();
  const mutation = useMutation({
    meta: { expectsUnauthorized: true },
    mutationFn: async () => {
      requirePasskeySupport();
      const ceremony = await startPasskeyStep(step);
      const credential = await signWithPasskey(ceremony);
      return finishPasskeyStep(step, { ceremony: ceremony.ceremony, credential });
    },
    onSuccess: onSignedIn,
  });
  const error = errorText(mutation.error);
  return (
    <Stack gap="sm">
      <Button variant={variant} onClick={() => mutation.mutate()} loading={mutation.isPending}>
        {label}
      </Button>
      {error && (
        <Alert color="red" role="alert" title={t('auth.passkey.failed')}>
          {error}
        </Alert>
      )}
    </Stack>
  );
}
