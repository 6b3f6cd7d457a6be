import { Badge, Button, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminSession } from '../../../contract/api/session';
import { SECURITY_PROBLEM_CODES } from '../../../contract/api/session';
import { Absent } from '../../components/Absent';
import { DateTimeText } from '../../components/DateTimeText';
import { ListTable } from '../../components/ListTable';
import { LoadingRows } from '../../components/LoadingRows';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { useT } from '../../i18n/useT';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useConfirmedMutation } from '../../lib/useConfirmedMutation';
import { adminSessionsQuery } from './api/adminSessionsQuery';
import { endSessionMutation } from './api/endSession';

/** Who is signed in right now, people and wallboards, and a way to end any one session. */
export function ActiveSessionsSection({ onEnded }: { onEnded: (who: string) => void }) {
  const t = useT();
  const query = useQuery(adminSessionsQuery());
  const [ending, setEnding] = useState<AdminSession | null>(null);
  const sessions = query.data?.sessions ?? [];

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
        <SessionsTable sessions={sessions} onEnd={setEnding} />
      )}
      <EndSessionDialog
        session={ending}
        onClose={() => setEnding(null)}
        onDone={(session) => {
          setEnding(null);
          onEnded(whoOf(session, t('adminUsers.sessions.unknown')));
        }}
      />
    </Stack>
  );
}

/** The person's e-mail or the wallboard's name; a session always has one, but absent is shown, not crashed on. */
function whoOf(session: AdminSession, unknown: string): string {
  return session.user?.email ?? session.device?.name ?? unknown;
}

function SessionsTable({
  sessions,
  onEnd,
}: {
  sessions: readonly AdminSession[];
  onEnd: (session: AdminSession) => void;
}) {
  const t = useT();
  return (
    <ListTable
      caption={t('adminUsers.sessions.caption')}
      columns={[
        t('adminUsers.sessions.column.who'),
        t('adminUsers.sessions.column.address'),
        t('adminUsers.sessions.column.browser'),
        t('adminUsers.sessions.column.started'),
        t('adminUsers.sessions.column.lastSeen'),
        t('adminUsers.sessions.column.expires'),
      ]}
      lastColumn={t('adminUsers.column.actions')}
      striped
    >
      {sessions.map((session) => {
        const who = whoOf(session, t('adminUsers.sessions.unknown'));
        return (
          <Table.Tr key={session.id}>
            <Table.Td>
              <Text size="sm">{who}</Text>
              <Text size="xs" c="dimmed">
                {session.kind === 'device'
                  ? t('adminUsers.sessions.kind.device')
                  : t('adminUsers.sessions.kind.user')}
              </Text>
            </Table.Td>
            <Table.Td>{session.address ?? <Absent />}</Table.Td>
            <Table.Td>
              {session.userAgent ? (
                <Text size="xs" lineClamp={2} title={session.userAgent} maw={280}>
                  {session.userAgent}
                </Text>
              ) : (
                <Absent />
              )}
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <DateTimeText value={session.createdAt} />
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <DateTimeText value={session.lastSeenAt} />
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <DateTimeText value={session.expiresAt} />
            </Table.Td>
            <Table.Td>
              {session.current ? (
                // Ending one's own session is signing out, which the header offers.
                <Badge size="sm" variant="light">
                  {t('adminUsers.sessions.current')}
                </Badge>
              ) : (
                <Button
                  size="xs"
                  variant="default"
                  aria-label={t('adminUsers.sessions.endFor', { who })}
                  onClick={() => onEnd(session)}
                >
                  {t('adminUsers.sessions.end')}
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        );
      })}
    </ListTable>
  );
}

function EndSessionDialog({
  session,
  onClose,
  onDone,
}: {
  session: AdminSession | null;
  onClose: () => void;
  onDone: (session: AdminSession) => void;
}) {
  const t = useT();
  const end = useConfirmedMutation(endSessionMutation, {
    onClose,
    knownErrors: { [SECURITY_PROBLEM_CODES.sessionNotFound]: t('adminUsers.sessions.notFound') },
  });
  const who = session ? whoOf(session, t('adminUsers.sessions.unknown')) : '';
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
