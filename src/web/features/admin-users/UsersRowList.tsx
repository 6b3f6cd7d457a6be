import { CaptionedRowList } from '../../components/CaptionedRowList';
import rowList from '../../components/RowList.module.css';
import { useT } from '../../i18n/useT';
import classes from './AdminRowList.module.css';
import { displayName, LastSignIn, RoleBadges, StatusBadges, UserActionsMenu, UserName } from './UserParts';
import type { UsersTableProps } from './UsersTable';

/**
 * The accounts as a phone reads them: each one's name and e-mail with its actions beside them,
 * then its roles, state, last sign-in and live sessions under their labels, badges whole.
 */
export function UsersRowList({ users, selfId, onAction }: UsersTableProps) {
  const t = useT();
  return (
    <CaptionedRowList caption={t('adminUsers.table.caption')}>
      {users.map((user) => (
        <li key={user.id} className={rowList.item}>
          <div className={classes.head}>
            <div className={classes.title}>
              <UserName user={user} isSelf={user.id === selfId} />
            </div>
            <UserActionsMenu user={user} label={displayName(user)} onAction={onAction} />
          </div>
          <dl className={`${rowList.fields} ${classes.fields}`}>
            <div className={rowList.field}>
              <dt className={rowList.label}>{t('adminUsers.column.roles')}</dt>
              <dd>
                <RoleBadges user={user} />
              </dd>
            </div>
            <div className={rowList.field}>
              <dt className={rowList.label}>{t('adminUsers.column.status')}</dt>
              <dd>
                <StatusBadges user={user} />
              </dd>
            </div>
            <div className={rowList.field}>
              <dt className={rowList.label}>{t('adminUsers.column.lastSignIn')}</dt>
              <dd>
                <LastSignIn user={user} />
              </dd>
            </div>
            <div className={rowList.field}>
              <dt className={rowList.label}>{t('adminUsers.column.sessions')}</dt>
              <dd>{user.activeSessions}</dd>
            </div>
          </dl>
        </li>
      ))}
    </CaptionedRowList>
  );
}
