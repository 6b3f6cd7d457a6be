import { Badge, Text, VisuallyHidden } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import type { RequestSummary } from '../../../contract/api/requests';
import { Absent } from '../Absent';
import { Money } from '../Money';
import { Power } from '../Power';
import { StalledBadge } from '../StalledBadge';
import { useLocale } from '../../i18n/useLocale';
import { useT } from '../../i18n/useT';
import { formatDate, formatDateTime } from '../../lib/format/formatDate';
import { formatRelativeTime } from '../../lib/format/formatRelativeTime';
import { parseVendorTimestamp, timestampToInstant } from '../../lib/format/parseVendorTimestamp';
import { isAbsent } from '../../lib/isAbsent';
import { paymentStatusColor } from '../../lib/statusColors';
import { useNow } from '../../lib/useNow';
import { useEnumLabel } from '../../lib/vocabulary/useVocabulary';
import classes from './Board.module.css';

export interface BoardCardProps {
  card: RequestSummary;
  /** Where the card leads (its drawer over the board); without it the card only shows (a wall). */
  href?: string;
  onOpen?: (code: string) => void;
  /** The card whose drawer is open. */
  current?: boolean;
  /** Just moved or changed: it glows for a moment. */
  changed?: boolean;
}

/** A value with its name for screen readers; the eye reads it from its place on the card. */
function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span>
      <VisuallyHidden>{label}: </VisuallyHidden>
      {children}
    </span>
  );
}

function TextOrAbsent({ value }: { value: string | null }) {
  return isAbsent(value) ? <Absent /> : <>{value}</>;
}

/** "Neste status há 3 dias", with the exact moment on hover; ticks once a minute. */
function TimeInStatus({ since, before }: { since: string | null; before: boolean }) {
  const t = useT();
  const { locale } = useLocale();
  const now = useNow(60_000);
  const timestamp = isAbsent(since) ? null : parseVendorTimestamp(since);
  if (!timestamp || since === null) {
    return (
      <Text span size="xs" c="dimmed" title={t('board.card.movedAtUnknown')}>
        <VisuallyHidden>{t('board.card.movedAtUnknown')}</VisuallyHidden>
        <span aria-hidden="true">—</span>
      </Text>
    );
  }
  if (before) {
    return (
      <Text span size="xs" c="dimmed" title={t('value.sinceBeforeHint')}>
        <time dateTime={since.trim()}>
          {t('board.card.movedBefore', { date: formatDate(since, locale) })}
        </time>
      </Text>
    );
  }
  const instant = timestampToInstant(timestamp);
  // A server clock slightly ahead must not read "in 2 seconds".
  const when = formatRelativeTime(instant.getTime() > now ? new Date(now) : instant, new Date(now), locale);
  return (
    <Text span size="xs" c="dimmed" title={formatDateTime(since, locale)}>
      <time dateTime={since.trim()}>{t('board.card.movedAt', { when })}</time>
    </Text>
  );
}

/**
 * One request on a status board: code, company, responsible, final value, power, payment status
 * and how long it has been in its column. Every field may be absent; the card still reads well.
 * With `href` it is a link (a plain click opens the drawer, a modified one a new tab).
 */
export function BoardCard({ card, href, onOpen, current = false, changed = false }: BoardCardProps) {
  const t = useT();
  const enumLabel = useEnumLabel();
  const company = card.companyName ?? card.companyFantasyName;
  const responsible = card.responsibleName ?? card.responsibleEmail;

  const body = (
    <>
      <div className={classes.cardLine}>
        <span className={classes.code}>
          {card.code}
          {card.removed && (
            <Text span size="xs" c="dimmed" ml={6}>
              ({t('board.card.removed')})
            </Text>
          )}
          {changed && <VisuallyHidden> ({t('board.card.changed')})</VisuallyHidden>}
        </span>
        {card.paymentStatus !== null && (
          <Badge size="sm" variant="light" color={paymentStatusColor(card.paymentStatus)}>
            <VisuallyHidden>{t('board.card.payment')}: </VisuallyHidden>
            {enumLabel('paymentStatus', card.paymentStatus)}
          </Badge>
        )}
      </div>
      <div>
        <Labelled label={t('board.card.company')}>
          <TextOrAbsent value={company} />
        </Labelled>
      </div>
      <div>
        <Text span size="xs" c="dimmed">
          <Labelled label={t('board.card.responsible')}>
            <TextOrAbsent value={responsible} />
          </Labelled>
        </Text>
      </div>
      <div className={classes.cardLine}>
        <Labelled label={t('board.card.finalValue')}>
          <Money value={card.finalValue} />
        </Labelled>
        <Labelled label={t('board.card.power')}>
          <Power value={card.totalPower} />
        </Labelled>
      </div>
      <div className={classes.cardLine}>
        <TimeInStatus since={card.statusSince} before={card.statusSinceBefore} />
        {card.stalled === true && <StalledBadge since={card.statusSince} before={card.statusSinceBefore} />}
      </div>
    </>
  );

  const common = {
    className: classes.card,
    'data-code': card.code,
    'data-changed': changed ? 'true' : undefined,
    'data-stalled': card.stalled === true ? 'true' : undefined,
  };
  if (href === undefined) return <div {...common}>{body}</div>;

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click (new tab, new window) is the browser's; a plain one opens the drawer here.
    if (!onOpen || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
      return;
    }
    event.preventDefault();
    onOpen(card.code);
  };
  return (
    <a {...common} href={href} onClick={open} aria-current={current ? 'true' : undefined}>
      {body}
    </a>
  );
}
