import { Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import type { RequestSummary } from '../../../../contract/api/requests';
import type { RequestType } from '../../../../contract/upstream/enums';
import { Absent } from '../../../components/Absent';
import { Money } from '../../../components/Money';
import { StalledBadge } from '../../../components/StalledBadge';
import { StatusBadge } from '../../../components/StatusBadge';
import { useT } from '../../../i18n/useT';
import classes from './RequestCards.module.css';

export interface RequestCardsProps {
  type: RequestType;
  items: readonly RequestSummary[];
  rowHref: (code: string) => string;
  onOpen: (code: string) => void;
  openCode: string | null;
  busy: boolean;
}

/**
 * The list on a phone (48em and below): one card per request with what a person on the move
 * needs — code, name, company, status, final value, responsible. Each card is a link: a tap opens
 * the drawer, a long press or a modified click the request's own address.
 */
export function RequestCards({ type, items, rowHref, onOpen, openCode, busy }: RequestCardsProps) {
  const t = useT();
  return (
    <ul
      className={classes.list}
      aria-label={type === 'order' ? t('requests.cards.label') : t('requests.cards.labelBudget')}
      aria-busy={busy}
      data-testid="request-cards"
    >
      {items.map((item) => {
        const open = (event: MouseEvent<HTMLAnchorElement>) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
          event.preventDefault();
          onOpen(item.code);
        };
        return (
          <li key={item.code}>
            <a
              className={classes.card}
              href={rowHref(item.code)}
              onClick={open}
              data-code={item.code}
              data-stalled={item.stalled === true || undefined}
              aria-current={item.code === openCode ? 'true' : undefined}
            >
              <span className={classes.line}>
                <span className={classes.code}>{item.code}</span>
                <Money value={item.finalValue} />
              </span>
              <span className={classes.name}>{item.name ?? <Absent />}</span>
              <Text span size="sm" c="dimmed" className={classes.truncate}>
                {item.companyName ?? item.companyFantasyName ?? <Absent />}
              </Text>
              <span className={classes.line}>
                <span className={classes.badges}>
                  {item.dealStatus ? <StatusBadge label={item.dealStatus} /> : <Absent />}
                  {item.stalled === true && (
                    <StalledBadge since={item.statusSince} before={item.statusSinceBefore} />
                  )}
                </span>
                <Text span size="xs" c="dimmed" className={classes.truncate}>
                  {item.responsibleName ?? item.responsibleEmail ?? <Absent />}
                </Text>
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
