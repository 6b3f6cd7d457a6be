import { Button, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminUser } from '../../../contract/api/users';
import { LoadingRows } from '../../components/LoadingRows';
import { PageHeader } from '../../components/PageHeader';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { useT } from '../../i18n/useT';
import { DismissibleNotice } from '../../components/DismissibleNotice';
import { sessionQuery } from '../../lib/session/sessionQuery';
import { ActiveSessionsSection } from './ActiveSessionsSection';
import { adminUsersQuery } from './api/adminUsersQuery';
import { CreateUserDialog } from './CreateUserDialog';
import { EditUserDialog } from './EditUserDialog';
import { EndUserSessionsDialog } from './EndUserSessionsDialog';
import { SecondFactorSettingsSection } from './SecondFactorSettingsSection';
import { SetPasswordDialog } from './SetPasswordDialog';
import { ToggleDisabledDialog } from './ToggleDisabledDialog';
import { UsersTable, type UserAction } from './UsersTable';

/** Admins manage who may use Painel: accounts, roles, passwords and live sessions. */
export function AdminUsersPage() {
  const t = useT();
  useDocumentTitle(`${t('adminUsers.title')} · ${t('app.name')}`);
  const query = useQuery(adminUsersQuery());
  const { data: session } = useQuery(sessionQuery());
  const selfId = session?.kind === 'user' ? session.user.id : null;
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<{ action: UserAction; user: AdminUser } | null>(null);
  // What the last change did, said where the admin is looking (and to screen readers).
  const [notice, setNotice] = useState<string | null>(null);

  const userFor = (action: UserAction) => (open?.action === action ? open.user : null);
  const close = () => setOpen(null);
  const done = (text: string) => {
    setOpen(null);
    setNotice(text);
  };
  const isSelf = open !== null && open.user.id === selfId;

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('adminUsers.title')}
        intro={t('adminUsers.intro')}
        action={
          <Button
            onClick={() => {
              setNotice(null);
              setCreating(true);
            }}
          >
            {t('adminUsers.create.open')}
          </Button>
        }
      />

      <DismissibleNotice notice={notice} onDismiss={() => setNotice(null)} />

      {query.isPending ? (
        <LoadingRows label={t('adminUsers.loading')} rows={4} />
      ) : query.isError ? (
        <QueryErrorAlert
          title={t('adminUsers.error.load')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <UsersTable
          users={query.data.users}
          selfId={selfId}
          onAction={(action, user) => setOpen({ action, user })}
        />
      )}

      <SecondFactorSettingsSection onSaved={setNotice} />

      <ActiveSessionsSection onEnded={(who) => setNotice(t('adminUsers.notice.sessionEnded', { who }))} />

      <CreateUserDialog
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(user) => {
          setCreating(false);
          setNotice(t('adminUsers.notice.created', { email: user.email }));
        }}
      />
      <EditUserDialog
        user={userFor('edit')}
        isSelf={isSelf}
        onClose={close}
        onSaved={(user, changes) =>
          done(
            changes.roles
              ? t('adminUsers.notice.rolesChanged', { email: user.email })
              : t('adminUsers.notice.saved', { email: user.email }),
          )
        }
      />
      <ToggleDisabledDialog
        user={userFor('toggleDisabled')}
        isSelf={isSelf}
        onClose={close}
        onDone={(user) =>
          done(
            user.disabled
              ? t('adminUsers.notice.disabled', { email: user.email })
              : t('adminUsers.notice.enabled', { email: user.email }),
          )
        }
      />
      <SetPasswordDialog
        user={userFor('password')}
        isSelf={isSelf}
        onClose={close}
        onDone={(user) => done(t('adminUsers.notice.passwordSet', { email: user.email }))}
      />
      <EndUserSessionsDialog
        user={userFor('endSessions')}
        isSelf={isSelf}
        onClose={close}
        onDone={(user, ended) =>
          done(t('adminUsers.notice.sessionsEnded', { email: user.email, count: ended }))
        }
      />
    </Stack>
  );
}
