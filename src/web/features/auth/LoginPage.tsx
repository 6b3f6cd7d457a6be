import { Alert, Box, Button, Center, Divider, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ZodError } from 'zod';
import { SECURITY_PROBLEM_CODES, type SessionResponse, type SsoPageKey } from '../../../contract/api/session';
import { ColorSchemeToggle } from '../../components/ColorSchemeToggle';
import { LanguageSelect } from '../../components/LanguageSelect';
import { useT } from '../../i18n/useT';
import { ApiError } from '../../lib/fetchJson';
import { sessionQuery, sessionQueryKey } from '../../lib/session/sessionQuery';
import { signIn } from './api/signIn';
import { SSO_START_HREF, ssoOfferQuery } from './api/ssoOffer';
import { EnrolmentStep } from './EnrolmentStep';
import { PasskeyStepButton } from './PasskeyStepButton';
import { SecondFactorStep } from './SecondFactorStep';
import { PasswordField } from '../../components/PasswordField';

export interface LoginPageProps {
  /** Called with the new session once signed in; the router then returns to the intended page. */
  onSignedIn: (session: SessionResponse) => void;
  /** Why the company's sign-in sent the person back here, if it did (ADR 095). */
  ssoRefused?: SsoPageKey;
}

/**
 * The sign-in form, outside the shell: nothing else of Painel is readable without a session. A
 * password may be followed by a second step (the app's code or a passkey) or, where a role
 * requires one, by setting one up (ADR 068); a passkey alone signs in too (ADR 094), and so does
 * the company's account where single sign-on is set up (ADR 095).
 */
export function LoginPage({ onSignedIn, ssoRefused }: LoginPageProps) {
  const t = useT();
  const queryClient = useQueryClient();
  useDocumentTitle(`${t('auth.login.title')} · ${t('app.name')}`);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [step, setStep] = useState<'password' | 'second-factor' | 'enrolment'>('password');
  const [methods, setMethods] = useState({ totp: true, passkey: false });
  const ssoName = useQuery(ssoOfferQuery()).data?.name ?? null;
  const signedIn = (session: SessionResponse) => {
    queryClient.setQueryData(sessionQueryKey, session);
    onSignedIn(session);
  };
  const mutation = useMutation({
    meta: { expectsUnauthorized: true },
    mutationFn: signIn,
    onSuccess: (answer) => {
      if (answer.kind === 'second-factor' || answer.kind === 'enrolment') {
        setPassword('');
        if (answer.kind === 'second-factor') setMethods({ totp: answer.totp, passkey: answer.passkey });
        setStep(answer.kind);
      } else signedIn(answer);
    },
  });
  const startOver = () => {
    mutation.reset();
    setStep('password');
  };
  const enrolled = async () => {
    const session = await queryClient.fetchQuery({ ...sessionQuery(), staleTime: 0 });
    if (session) signedIn(session);
    else startOver();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.mutate({ email: email.trim(), password });
  };

  const error = mutation.error;
  const errorText = !error
    ? null
    : error instanceof ApiError
      ? error.code === SECURITY_PROBLEM_CODES.ssoRequired
        ? t('auth.sso.required', { name: ssoName ?? '' })
        : error.status === 401
          ? t('auth.login.wrongCredentials')
          : error.status === 429
            ? `${t('auth.login.throttled')} ${error.message}`
            : error.code.startsWith('http_')
              ? t('errors.server', { status: error.status })
              : error.message
      : error instanceof ZodError
        ? t('errors.unexpectedAnswer')
        : t('errors.unreachable');

  return (
    <Box mih="100vh" p="md">
      <Group component="header" justify="flex-end" gap="sm">
        <LanguageSelect />
        <ColorSchemeToggle />
      </Group>
      <Center component="main" mt="xl">
        <Paper withBorder shadow="sm" p="xl" w="100%" maw={400}>
          <Stack>
            <Title order={1}>{t('app.name')}</Title>
            {step === 'second-factor' ? (
              <SecondFactorStep methods={methods} onSignedIn={signedIn} onStartOver={startOver} />
            ) : step === 'enrolment' ? (
              <EnrolmentStep onDone={() => void enrolled()} onStartOver={startOver} />
            ) : (
              <>
                <Title order={2} size="h4">
                  {t('auth.login.title')}
                </Title>
                {ssoRefused && (
                  <Alert color="red" role="alert" title={t('auth.sso.refused')}>
                    {t(`auth.sso.refused.${ssoRefused}`)}
                  </Alert>
                )}
                {ssoName && (
                  <>
                    {/* A company's name may be long: on a phone it wraps rather than being cut. */}
                    <Button
                      component="a"
                      href={SSO_START_HREF}
                      variant="default"
                      h="auto"
                      mih={36}
                      py={6}
                      styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
                    >
                      {t('auth.sso.signIn', { name: ssoName })}
                    </Button>
                    <Divider label={t('auth.login.or')} labelPosition="center" />
                  </>
                )}
                <form onSubmit={submit}>
                  <Stack>
                    <TextInput
                      label={t('auth.login.email')}
                      type="email"
                      autoComplete="username"
                      required
                      value={email}
                      onChange={(event) => setEmail(event.currentTarget.value)}
                    />
                    <PasswordField
                      label={t('auth.login.password')}
                      autoComplete="current-password"
                      required
                      value={password}
                      onChange={(event) => setPassword(event.currentTarget.value)}
                    />
                    {errorText && (
                      <Alert color="red" role="alert" title={t('auth.login.failed')}>
                        {errorText}
                      </Alert>
                    )}
                    <Button type="submit" loading={mutation.isPending}>
                      {t('auth.login.submit')}
                    </Button>
                  </Stack>
                </form>
                <Divider label={t('auth.login.or')} labelPosition="center" />
                <PasskeyStepButton step="sign-in" label={t('auth.passkey.signIn')} onSignedIn={signedIn} />
              </>
            )}
          </Stack>
        </Paper>
      </Center>
    </Box>
  );
}
