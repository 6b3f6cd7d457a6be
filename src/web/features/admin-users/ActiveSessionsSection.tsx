import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminSession } from '../../../contract/api/session';
import { SECURITY_PROBLEM_CODES } from '../../../contract/api/session';
import { LoadingRows } from '../../components/LoadingRows';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { useT } from '../../i18n/useT';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useConfirmedMutation } from '../../lib/useConfirmedMutation';
import { adminSessionsQuery } from './api/adminSessionsQuery';
import { adminUsersQuery } from './api/adminUsersQuery';
import { endSessionMutation } from './api/endSession';
import { SessionsTable } from './SessionsTable';

/** Who is signed in right now, people and wallboards, and a way to end any one session. */
export function ActiveSessionsSection({ onEnded }: { onEnded: (who: string) => void }) {
  const t = useT();
  const query = useQuery(adminSessionsQuery());
  const [ending, setEnding] = useState<AdminSession | null>(null);
  const sessions = query.data?.sessions ?? [];
  const whoOf = useWhoOf();

  return (
    <Stack gap="sm" component="section" aria-labelledby="admin-sessions-title">
      <Title order={3} id="admin-sessions-title">
        {t('adminUsers.sessions.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('adminUsers.sessions.intro')}
      </Text>
      {query.isPending ? (
        <LoadingRows label={t('adminUsers.sessions.loading')} rows={1} />
      ) : query.isError ? (
        <QueryErrorAlert
          title={t('adminUsers.sessions.error')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : sessions.length === 0 ? (
        <Text size="sm">{t('adminUsers.sessions.empty')}</Text>
      ) : (
        <SessionsTable sessions={sessions} whoOf={whoOf} onEnd={setEnding} />
      )}
      <EndSessionDialog
        session={ending}
        who={ending ? whoOf(ending) : ''}
        onClose={() => setEnding(null)}
        onDone={(session) => {
          setEnding(null);
          onEnded(whoOf(session));
        }}
      />
    </Stack>
  );
}

/**
 * Who a session belongs to, as the users list names them: the person's name (else e-mail) or the
 * wallboard's name; a session always has one, but absent is shown, not crashed on.
 */
function useWhoOf(): (session: AdminSession) => string {
  const t = useT();
  const { data } = useQuery(adminUsersQuery());
  const names = new Map(data?.users.map((user) => [user.id, user.name.trim()]) ?? []);
  return (session) =>
    (session.user && (names.get(session.user.id) || session.user.email)) ??
    session.device?.name ??
    t('adminUsers.sessions.unknown');
}

function EndSessionDialog({
  session,
  who,
  onClose,
  onDone,
}: {
  session: AdminSession | null;
  who: string;
  onClose: () => void;
  onDone: (session: AdminSession) => void;
}) {
  const t = useT();
  const end = useConfirmedMutation(endSessionMutation, {
    onClose,
    knownErrors: { [SECURITY_PROBLEM_CODES.sessionNotFound]: t('adminUsers.sessions.notFound') },
  });
  return (
    <ConfirmDialog
      opened={session !== null}
      title={t('adminUsers.sessions.endTitle', { who })}
      confirmLabel={t('adminUsers.sessions.end')}
      pending={end.pending}
      error={end.error}
      onClose={end.close}
      onConfirm={() => session && end.run(session.id, () => onDone(session))}
    >
      <Text size="sm">
        {session?.kind === 'device'
          ? t('adminUsers.sessions.endBody.device')
          : t('adminUsers.sessions.endBody.user')}
      </Text>
    </ConfirmDialog>
  );
}
