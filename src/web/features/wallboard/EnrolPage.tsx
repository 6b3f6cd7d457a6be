import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { SessionResponse } from '../../../contract/api/session';
import { SECURITY_PROBLEM_CODES } from '../../../contract/api/session';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { useT } from '../../i18n/useT';
import { ApiError } from '../../lib/fetchJson';
import { sessionQueryKey } from '../../lib/session/sessionQuery';
import { enrolDevice } from './api/enrolDevice';

/** The one-time code in a link's fragment (`#code=…`); a fragment never reaches a server. */
export function codeFromHash(hash: string): string | null {
  const code = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash).get('code')?.trim();
  return code ? code : null;
}

export interface EnrolPageProps {
  /** The fragment of the address the screen was opened with. */
  hash: string;
  /** Takes the fragment out of the address bar and the history (the code is a secret). */
  clearHash: () => void;
  onEnrolled: (session: SessionResponse) => void;
}

/**
 * Where a wall screen opens the link an admin issued: reads the one-time code from the fragment,
 * removes it from the address at once, trades it for the screen's device session and goes on to
 * the wall screen. A spent or expired code says to ask for a new link; another failure offers to
 * try the same code again.
 */
export function EnrolPage({ hash, clearHash, onEnrolled }: EnrolPageProps) {
  const t = useT();
  const queryClient = useQueryClient();
  useDocumentTitle(`${t('wallboard.enrol.title')} · ${t('app.name')}`);
  // Read once: the fragment is gone from the address right after.
  const [code] = useState(() => codeFromHash(hash));
  const mutation = useMutation({
    // A refused code is an answer of this page, not a sign that some session ended.
    meta: { expectsUnauthorized: true },
    mutationFn: enrolDevice,
    onSuccess: (session) => {
      queryClient.setQueryData(sessionQueryKey, session);
      onEnrolled(session);
    },
  });

  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (hash !== '') clearHash();
    if (code !== null) mutation.mutate(code);
    // Once, on arrival: the mutation object changes identity as it runs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const error = mutation.error;
  const invalidCode =
    error instanceof ApiError &&
    (error.code === SECURITY_PROBLEM_CODES.invalidEnrolmentCode || error.status === 401);

  return (
    <Center component="main" mih="100vh" p="xl">
      <Stack maw={640} w="100%" gap="md">
        <Title order={1}>{t('wallboard.enrol.title')}</Title>
        {code === null ? (
          <Alert
            variant="default"
            title={t('wallboard.enrol.failed')}
            icon={<span aria-hidden="true">⚠</span>}
          >
            {t('wallboard.enrol.noCode')}
          </Alert>
        ) : error && invalidCode ? (
          <Alert
            variant="default"
            title={t('wallboard.enrol.failed')}
            icon={<span aria-hidden="true">⚠</span>}
          >
            {t('wallboard.enrol.invalidCode')}
          </Alert>
        ) : error ? (
          <QueryErrorAlert
            title={t('wallboard.enrol.failed')}
            error={error}
            onRetry={() => mutation.mutate(code)}
          />
        ) : (
          <Stack gap="xs" align="flex-start" role="status">
            <Loader size="sm" aria-hidden="true" />
            <Text>{t('wallboard.enrol.working')}</Text>
          </Stack>
        )}
      </Stack>
    </Center>
  );
}

/** The enrolment page at /wallboard/enrol, wired to the router's address. */
export function EnrolRoutePage() {
  const navigate = useNavigate();
  const hash = useRouterState({ select: (state) => state.location.hash });
  return (
    <EnrolPage
      hash={hash}
      clearHash={() => void navigate({ to: '/wallboard/enrol', hash: '', replace: true })}
      onEnrolled={() => void navigate({ to: '/wallboard', replace: true })}
    />
  );
}
