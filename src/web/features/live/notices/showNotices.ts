import { notifications } from '@mantine/notifications';
import { fieldLabel, fieldOf, type VocabularyContext } from '../../../lib/vocabulary/vocabulary';
import type { LiveNotice } from './liveNotice';

/** Codes named in a grouped notification; the rest are counted. */
const CODES_NAMED = 3;

/** What a colleague changed, in the drawer's words: "Nome, Produtos" (each field once). */
function changedFields(fields: readonly string[], vocabulary: VocabularyContext): string {
  const labels = new Set(fields.map((field) => fieldLabel(fieldOf(field), vocabulary)));
  return [...labels].join(', ');
}

function describe(notice: Exclude<LiveNotice, { kind: 'circuit' }>, vocabulary: VocabularyContext) {
  const { t } = vocabulary;
  const values = { type: t(`live.type.${notice.type}`), code: notice.code };
  // "A colleague changed this": who, when it was someone in Painel rather than the vendor.
  const byColleague = notice.by === null ? '' : ` ${t('live.notice.byColleague', { name: notice.by })}`;
  switch (notice.kind) {
    case 'status':
      return {
        title: t('live.notice.status.title', values),
        message:
          (notice.status === null
            ? t('live.notice.status.cleared')
            : t('live.notice.status.message', { status: notice.status })) + byColleague,
      };
    case 'assigned':
      return {
        title:
          notice.by === null
            ? t('live.notice.assigned.title', values)
            : t('live.notice.assigned.byTitle', { ...values, name: notice.by }),
        message: notice.name ?? t('live.notice.openHint'),
      };
    case 'created':
      return {
        title: t('live.notice.created.title', values),
        message: (notice.name ?? t('live.notice.openHint')) + byColleague,
      };
    case 'changed':
      return {
        title: t('live.notice.changed.title', { ...values, name: notice.by }),
        message:
          notice.fields.length === 0
            ? (notice.name ?? t('live.notice.openHint'))
            : t('live.notice.changed.fields', { fields: changedFields(notice.fields, vocabulary) }) +
              (notice.name === null ? '' : ` ${notice.name}`),
      };
  }
}

/** Shows one notification for a group of notices (one request each, or the circuit opening). */
export function showNotices(notices: readonly LiveNotice[], vocabulary: VocabularyContext): void {
  const { t } = vocabulary;
  const closeButtonProps = { 'aria-label': t('live.notice.close') };
  const circuit = notices.find((notice) => notice.kind === 'circuit');
  if (circuit) {
    notifications.show({
      id: 'live-circuit-open',
      closeButtonProps,
      color: 'red',
      autoClose: false,
      title: t('live.notice.circuit.title'),
      message: t('live.notice.circuit.message'),
    });
  }
  const requests = notices.filter((notice) => notice.kind !== 'circuit');
  const [only] = requests;
  if (!only) return;
  if (requests.length === 1) {
    notifications.show({ color: 'blue', autoClose: 8_000, closeButtonProps, ...describe(only, vocabulary) });
    return;
  }
  const named = requests
    .slice(0, CODES_NAMED)
    .map((notice) => notice.code)
    .join(', ');
  const rest = requests.length - CODES_NAMED;
  notifications.show({
    color: 'blue',
    autoClose: 10_000,
    closeButtonProps,
    title: t('live.notice.group.title', { count: requests.length }),
    message: t('live.notice.group.message', {
      codes: rest > 0 ? t('live.notice.group.more', { codes: named, count: rest }) : named,
    }),
  });
}
