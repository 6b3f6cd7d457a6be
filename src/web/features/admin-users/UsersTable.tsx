import { Table } from '@mantine/core';
import type { AdminUser } from '../../../contract/api/users';
import { ListTable } from '../../components/ListTable';
import { useT } from '../../i18n/useT';
import { usePhoneLayout } from '../../lib/usePhoneLayout';
import {
  displayName,
  LastSignIn,
  RoleBadges,
  StatusBadges,
  type UserAction,
  UserActionsMenu,
  UserName,
} from './UserParts';
import { UsersRowList } from './UsersRowList';

export type { UserAction } from './UserParts';

export interface UsersTableProps {
  users: readonly AdminUser[];
  /** The signed-in admin's own id, to mark their row. */
  selfId: string | null;
  onAction: (action: UserAction, user: AdminUser) => void;
}

/**
 * Every account: who, roles, whether it may sign in, when it last did, and what to do with it. On
 * a phone, a list of labelled rows.
 */
export function UsersTable({ users, selfId, onAction }: UsersTableProps) {
  const t = useT();
  const phone = usePhoneLayout();
  if (phone) return <UsersRowList users={users} selfId={selfId} onAction={onAction} />;
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
        const display = displayName(user);
        return (
          <Table.Tr key={user.id}>
            <Table.Td>
              <UserName user={user} isSelf={user.id === selfId} />
            </Table.Td>
            <Table.Td>
              <RoleBadges user={user} />
            </Table.Td>
            <Table.Td>
              <StatusBadges user={user} />
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <LastSignIn user={user} />
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
