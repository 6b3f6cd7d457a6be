import { Badge, Button, Group, Menu, Table, Text } from '@mantine/core';
import type { AdminUser } from '../../../contract/api/users';
import { DateTimeText } from '../../components/DateTimeText';
import { ListTable } from '../../components/ListTable';
import { useT } from '../../i18n/useT';
import { useRoleLabel } from '../../lib/vocabulary/useRoleLabel';

export type UserAction = 'edit' | 'toggleDisabled' | 'password' | 'endSessions';

export interface UsersTableProps {
  users: readonly AdminUser[];
  /** The signed-in admin's own id, to mark their row. */
  selfId: string | null;
  onAction: (action: UserAction, user: AdminUser) => void;
}

/** Every account: who, roles, whether it may sign in, when it last did, and what to do with it. */
export function UsersTable({ users, selfId, onAction }: UsersTableProps) {
  const t = useT();
  const roleLabel = useRoleLabel();
  return (
    <ListTable
      caption={t('adminUsers.table.caption')}
      columns={[
        t('adminUsers.column.person'),
        t('adminUsers.column.roles'),
        t('adminUsers.column.status'),
        t('adminUsers.column.lastSignIn'),
        t('adminUsers.column.sessions'),
      ]}
      lastColumn={t('adminUsers.column.actions')}
      striped
    >
      {users.map((user) => {
        const display = user.name.trim() === '' ? user.email : user.name;
        return (
          <Table.Tr key={user.id}>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                <Text size="sm" fw={500}>
                  {display}
                </Text>
                {user.id === selfId && (
                  <Badge size="xs" variant="light">
                    {t('adminUsers.you')}
                  </Badge>
                )}
              </Group>
              {display !== user.email && (
                <Text size="xs" c="dimmed">
                  {user.email}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <Group gap={4}>
                {user.roles.map((role) => (
                  <Badge key={role} size="sm" variant="light" color="gray">
                    {roleLabel(role)}
                  </Badge>
                ))}
              </Group>
            </Table.Td>
            <Table.Td>
              <Group gap={4}>
                <Badge size="sm" color={user.disabled ? 'red' : 'teal'} variant="light">
                  {user.disabled ? t('adminUsers.status.disabled') : t('adminUsers.status.active')}
                </Badge>
                {user.demo && (
                  <Badge size="sm" color="grape" variant="light" title={t('adminUsers.status.demoHint')}>
                    {t('adminUsers.status.demo')}
                  </Badge>
                )}
              </Group>
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {user.lastSignedInAt ? (
                <DateTimeText value={user.lastSignedInAt} />
              ) : (
                <Text span size="sm" c="dimmed">
                  {t('adminUsers.neverSignedIn')}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{user.activeSessions}</Table.Td>
            <Table.Td>
              <UserActionsMenu user={user} label={display} onAction={onAction} />
            </Table.Td>
          </Table.Tr>
        );
      })}
    </ListTable>
  );
}

function UserActionsMenu({
  user,
  label,
  onAction,
}: {
  user: AdminUser;
  label: string;
  onAction: UsersTableProps['onAction'];
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
