import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { PasskeySummary } from '../../../contract/api/passkeys';
import { useT } from '../../i18n/useT';
import { CurrentPasswordField } from './CurrentPasswordField';
import { finishAddingPasskey, startAddingPasskey } from './api/passkeys';
import { defaultPasskeyName } from './defaultPasskeyName';
import { createPasskey, requirePasskeySupport } from './runPasskeyCeremony';
import { usePasskeyErrorText } from './usePasskeyErrorText';

export interface AddPasskeyFormProps {
  /** A whole session asks for the password again; the enrolment step of a sign-in has it already. */
  askPassword: boolean;
  onAdded: (passkey: PasskeySummary) => void;
  onCancel?: () => void;
}

/** A name for the new passkey (the browser and system to start with), then the browser's prompt. */
export function AddPasskeyForm({ askPassword, onAdded, onCancel }: AddPasskeyFormProps) {
  const t = useT();
  const errorText = usePasskeyErrorText();
  // Worked out at each render, not kept: the words may arrive after the first one.
  const suggested = defaultPasskeyName(
    navigator.userAgent,
    (parts) => t('auth.passkey.defaultName', parts),
    t('auth.passkey.defaultNameFallback'),
  );
  const [typed, setTyped] = useState<string | null>(null);
  const name = typed ?? suggested;
  const [password, setPassword] = useState('');
  const mutation = useMutation({
    meta: { expectsUnauthorized: true },
    mutationFn: async () => {
      requirePasskeySupport();
      const ceremony = await startAddingPasskey(askPassword ? password : undefined);
      const credential = await createPasskey(ceremony);
      return finishAddingPasskey({ ceremony: ceremony.ceremony, name, credential });
    },
    onSuccess: onAdded,
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.mutate();
  };
  const error = errorText(mutation.error);
  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <Text size="sm">{t('auth.passkey.addIntro')}</Text>
        <TextInput
          label={t('auth.passkey.name')}
          description={t('auth.passkey.nameHint')}
          required
          maxLength={60}
          value={name}
          onChange={(event) => setTyped(event.currentTarget.value)}
        />
        {askPassword && <CurrentPasswordField value={password} onChange={setPassword} />}
        {error && (
          <Alert color="red" role="alert" title={t('auth.passkey.addFailed')}>
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('account.cancel')}
            </Button>
          )}
          <Button type="submit" loading={mutation.isPending}>
            {t('auth.passkey.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
