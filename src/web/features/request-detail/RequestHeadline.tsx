import { Badge, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { RequestDetail } from '../../../contract/api/requests';
import { Absent } from '../../components/Absent';
import { Money } from '../../components/Money';
import { Power } from '../../components/Power';
import { StalledBadge } from '../../components/StalledBadge';
import { StatusBadge } from '../../components/StatusBadge';
import { useT } from '../../i18n/useT';
import { isAbsent } from '../../lib/isAbsent';
import { paymentStatusColor } from '../../lib/statusColors';
import { useEnumLabel } from '../../lib/vocabulary/useVocabulary';
import classes from './RequestHeadline.module.css';

export interface RequestHeadlineProps {
  detail: RequestDetail;
  /** What the reader's role may do next (change the responsible, update the payment). */
  actions?: ReactNode;
}

/**
 * What the request is, where it stands, what it is worth, who has it and how its payment stands,
 * beside what may be done next: the drawer's header, in view however far the body is scrolled.
 */
export function RequestHeadline({ detail, actions }: RequestHeadlineProps) {
  const t = useT();
  const label = useEnumLabel();
  const { record, summary } = detail;
  const status = record.dealStatus ?? summary.dealStatus;
  const responsible = [record.responsible?.name, record.responsible?.surname]
    .filter((part) => !isAbsent(part))
    .join(' ');
  const paymentStatus = record.payment?.status ?? summary.paymentStatus;
  return (
    <div className={classes.headline}>
      <dl className={classes.facts}>
        <div>
          <dt>{t('requestDetail.summary.dealStatus')}</dt>
          <dd className={classes.badges}>
            {isAbsent(status) ? <Absent /> : <StatusBadge label={status} />}
            {summary.stalled ? (
              <StalledBadge since={summary.statusSince} before={summary.statusSinceBefore} />
            ) : null}
            {record.removed === true || summary.removed ? (
              <Badge color="red" variant="light" size="sm" radius="sm" tt="none">
                {t('requestDetail.removed')}
              </Badge>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>{t('requestDetail.summary.finalValue')}</dt>
          <dd className={classes.figure}>
            <Money value={record.finalValue ?? summary.finalValue} />
          </dd>
        </div>
        <div>
          <dt>{t('requestDetail.summary.totalPower')}</dt>
          <dd className={classes.figure}>
            <Power value={record.totalPower ?? summary.totalPower} />
          </dd>
        </div>
        <div>
          <dt>{t('requestDetail.summary.responsible')}</dt>
          <dd>
            {responsible === '' ? (
              <Absent />
            ) : (
              <Text span inherit>
                {responsible}
              </Text>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('requestDetail.headline.payment')}</dt>
          <dd>
            {isAbsent(paymentStatus) ? (
              <Absent />
            ) : (
              <StatusBadge
                label={label('paymentStatus', paymentStatus)}
                color={paymentStatusColor(paymentStatus)}
              />
            )}
          </dd>
        </div>
      </dl>
      {actions ? (
        <Group gap="xs" className={classes.actions}>
          {actions}
        </Group>
      ) : null}
    </div>
  );
}
