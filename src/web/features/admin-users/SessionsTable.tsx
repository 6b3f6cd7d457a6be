import { Badge, Button, Stack, Table, Text } from '@mantine/core';
import type { AdminSession } from '../../../contract/api/session';
import { Absent } from '../../components/Absent';
import { CaptionedRowList } from '../../components/CaptionedRowList';
import { DateTimeText } from '../../components/DateTimeText';
import { ListTable } from '../../components/ListTable';
import rowList from '../../components/RowList.module.css';
import { useLocale } from '../../i18n/useLocale';
import { useT } from '../../i18n/useT';
import { dateTimeFormat } from '../../lib/format/intlFormats';
import { usePhoneLayout } from '../../lib/usePhoneLayout';
import classes from './AdminRowList.module.css';
import { useClientLabel } from './useClientLabel';
import { UserAgentToggle } from './UserAgentToggle';

export interface SessionsTableProps {
  sessions: readonly AdminSession[];
  /** The person's name or e-mail, or the wallboard's name. */
  whoOf: (session: AdminSession) => string;
  onEnd: (session: AdminSession) => void;
}

/**
 * Live sessions: who, on which browser ("Chrome 131 no Windows"), from where, since and until
 * when, and a way to end each but the caller's own. The raw user agent waits behind a toggle. On
 * a phone, a list of labelled rows.
 */
export function SessionsTable({ sessions, whoOf, onEnd }: SessionsTableProps) {
  const t = useT();
  const phone = usePhoneLayout();
  const { locale } = useLocale();
  const clientLabel = useClientLabel();
  // One person often has several sessions: each control names the one it acts on by when it
  // started, to the second, so a screen reader tells "end" buttons apart; sessions started in the
  // same second (two tabs signing in at once) are told apart by their place among them.
  const started = dateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' });
  const names = distinctNames(sessions, (session) =>
    t('adminUsers.sessions.named', {
      who: whoOf(session),
      since: started.format(new Date(session.createdAt)),
    }),
  );
  const sessionName = (session: AdminSession) => {
    const { name, n, total } = names.get(session.id) ?? { name: '', n: 1, total: 1 };
    return total > 1 ? t('adminUsers.sessions.namedNth', { session: name, n, total }) : name;
  };
  const kindOf = (session: AdminSession) =>
    session.kind === 'device' ? t('adminUsers.sessions.kind.device') : t('adminUsers.sessions.kind.user');
  const endControl = (session: AdminSession) =>
    session.current ? (
      // Ending one's own session is signing out, which the header offers.
      <Badge size="sm" variant="light" miw="max-content">
        {t('adminUsers.sessions.current')}
      </Badge>
    ) : (
      <Button
        size="xs"
        variant="default"
        aria-label={t('adminUsers.sessions.endFor', { session: sessionName(session) })}
        onClick={() => onEnd(session)}
      >
        {t('adminUsers.sessions.end')}
      </Button>
    );
  const browser = (session: AdminSession) => (
    <Stack gap={2} align="flex-start">
      <Text span size="sm">
        {clientLabel(session.client)}
      </Text>
      {session.userAgent && <UserAgentToggle userAgent={session.userAgent} session={sessionName(session)} />}
    </Stack>
  );

  if (phone) {
    return (
      <CaptionedRowList caption={t('adminUsers.sessions.caption')}>
        {sessions.map((session) => (
          <li key={session.id} className={rowList.item}>
            <div className={classes.head}>
              <div className={classes.title}>
                <div className={rowList.name}>{whoOf(session)}</div>
                <Text size="xs" c="dimmed">
                  {kindOf(session)}
                </Text>
              </div>
              {endControl(session)}
            </div>
            <dl className={`${rowList.fields} ${classes.fields}`}>
              <div className={`${rowList.field} ${classes.whole}`}>
                <dt className={rowList.label}>{t('adminUsers.sessions.column.browser')}</dt>
                <dd>{browser(session)}</dd>
              </div>
              <div className={rowList.field}>
                <dt className={rowList.label}>{t('adminUsers.sessions.column.lastSeen')}</dt>
                <dd>
                  <DateTimeText value={session.lastSeenAt} />
                </dd>
              </div>
              <div className={rowList.field}>
                <dt className={rowList.label}>{t('adminUsers.sessions.column.address')}</dt>
                <dd>{session.address ?? <Absent />}</dd>
              </div>
              <div className={rowList.field}>
                <dt className={rowList.label}>{t('adminUsers.sessions.column.started')}</dt>
                <dd>
                  <DateTimeText value={session.createdAt} />
                </dd>
              </div>
              <div className={rowList.field}>
                <dt className={rowList.label}>{t('adminUsers.sessions.column.expires')}</dt>
                <dd>
                  <DateTimeText value={session.expiresAt} />
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </CaptionedRowList>
    );
  }

  return (
    <ListTable
      caption={t('adminUsers.sessions.caption')}
      columns={[
        t('adminUsers.sessions.column.who'),
        t('adminUsers.sessions.column.browser'),
        t('adminUsers.sessions.column.address'),
        t('adminUsers.sessions.column.started'),
        t('adminUsers.sessions.column.lastSeen'),
        t('adminUsers.sessions.column.expires'),
      ]}
      lastColumn={t('adminUsers.column.actions')}
      striped
    >
      {sessions.map((session) => (
        <Table.Tr key={session.id}>
          <Table.Td>
            <Text size="sm">{whoOf(session)}</Text>
            <Text size="xs" c="dimmed">
              {kindOf(session)}
            </Text>
          </Table.Td>
          <Table.Td maw={320}>{browser(session)}</Table.Td>
          <Table.Td>{session.address ?? <Absent />}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            <DateTimeText value={session.createdAt} />
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            <DateTimeText value={session.lastSeenAt} />
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            <DateTimeText value={session.expiresAt} />
          </Table.Td>
          <Table.Td>{endControl(session)}</Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}

/** Each session's name, with its place among the sessions that share it (1 of 1 for most). */
function distinctNames(
  sessions: readonly AdminSession[],
  nameOf: (session: AdminSession) => string,
): Map<string, { name: string; n: number; total: number }> {
  const byName = new Map<string, AdminSession[]>();
  for (const session of sessions) {
    const name = nameOf(session);
    byName.set(name, [...(byName.get(name) ?? []), session]);
  }
  return new Map(
    [...byName].flatMap(([name, same]) =>
      same.map((session, index) => [session.id, { name, n: index + 1, total: same.length }] as const),
    ),
  );
}
