import { Badge, Button, Group, Menu, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AdminUser } from '../../../contract/api/users';
import { DateTimeText } from '../../components/DateTimeText';
import { useT } from '../../i18n/useT';
import { useRoleLabel } from '../../lib/vocabulary/useRoleLabel';

/** The pieces of an account's row, shared by the users table and its phone list. */

export type UserAction = 'edit' | 'toggleDisabled' | 'password' | 'endSessions';

/** An account's name, or its e-mail when it has none. */
export function displayName(user: AdminUser): string {
  return user.name.trim() === '' ? user.email : user.name;
}

/** The account's name (marked when it is the reader's own) and, under it, its e-mail. */
export function UserName({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const t = useT();
  const display = displayName(user);
  return (
    <>
      <Group gap={6} wrap="nowrap">
        <Text size="sm" fw={500}>
          {display}
        </Text>
        {isSelf && (
          <Badge size="xs" variant="light" style={{ flexShrink: 0 }}>
            {t('adminUsers.you')}
          </Badge>
        )}
      </Group>
      {display !== user.email && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Text>
      )}
    </>
  );
}

export function RoleBadges({ user }: { user: AdminUser }) {
  const roleLabel = useRoleLabel();
  return (
    <Group gap={4}>
      {user.roles.map((role) => (
        <StatusBadge key={role} color="gray">
          {roleLabel(role)}
        </StatusBadge>
      ))}
    </Group>
  );
}

/** A small coloured word beside a person, with what it means on hover. */
function StatusBadge({ color, hint, children }: { color: string; hint?: string; children: ReactNode }) {
  return (
    <Badge size="sm" color={color} variant="light" title={hint} style={{ flexShrink: 0 }}>
      {children}
    </Badge>
  );
}

export function StatusBadges({ user }: { user: AdminUser }) {
  const t = useT();
  return (
    <Group gap={4}>
      <StatusBadge color={user.disabled ? 'red' : 'teal'}>
        {user.disabled ? t('adminUsers.status.disabled') : t('adminUsers.status.active')}
      </StatusBadge>
      {user.demo && (
        <StatusBadge color="grape" hint={t('adminUsers.status.demoHint')}>
          {t('adminUsers.status.demo')}
        </StatusBadge>
      )}
      {user.totp && (
        <StatusBadge color="blue" hint={t('adminUsers.status.totpHint')}>
          {t('adminUsers.status.totp')}
        </StatusBadge>
      )}
      {user.passkeys > 0 && (
        <StatusBadge color="teal" hint={t('adminUsers.status.passkeysHint')}>
          {t('adminUsers.status.passkeys', { count: user.passkeys })}
        </StatusBadge>
      )}
      {user.sso && (
        <StatusBadge color="indigo" hint={t('adminUsers.status.ssoHint')}>
          {t('adminUsers.status.sso')}
        </StatusBadge>
      )}
    </Group>
  );
}

export function LastSignIn({ user }: { user: AdminUser }) {
  const t = useT();
  return user.lastSignedInAt ? (
    <DateTimeText value={user.lastSignedInAt} />
  ) : (
    <Text span size="sm" c="dimmed">
      {t('adminUsers.neverSignedIn')}
    </Text>
  );
}

export function UserActionsMenu({
  user,
  label,
  onAction,
}: {
  user: AdminUser;
  label: string;
  onAction: (action: UserAction, user: AdminUser) => void;
}) {
  const t = useT();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="xs" variant="default" aria-label={t('adminUsers.actionsFor', { name: label })}>
          {t('adminUsers.actions')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onAction('edit', user)}>{t('adminUsers.action.edit')}</Menu.Item>
        <Menu.Item onClick={() => onAction('password', user)}>{t('adminUsers.action.password')}</Menu.Item>
        <Menu.Item onClick={() => onAction('endSessions', user)} disabled={user.activeSessions === 0}>
          {t('adminUsers.action.endSessions')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color={user.disabled ? undefined : 'red'} onClick={() => onAction('toggleDisabled', user)}>
          {user.disabled ? t('adminUsers.action.enable') : t('adminUsers.action.disable')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
