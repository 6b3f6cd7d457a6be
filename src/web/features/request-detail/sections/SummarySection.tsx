import { StatusSinceText } from '../../../components/StatusSinceText';
import { Badge } from '@mantine/core';
import type { RequestSummary } from '../../../../contract/api/requests';
import type { RequestRecord } from '../../../../contract/upstream/requestRecord';
import { DateTimeText } from '../../../components/DateTimeText';
import { Field } from '../../../components/Field';
import { DetailFields } from '../DetailFields';
import { Money } from '../../../components/Money';
import { Power } from '../../../components/Power';
import { yesNoLabel } from '../../../../contract/labels/enumLabels';
import { useLocale } from '../../../i18n/useLocale';
import { useT } from '../../../i18n/useT';
import { CopyableValue } from '../CopyableValue';
import { DetailSection } from '../DetailSection';
import { IndicatedValue } from '../IndicatedValue';
import { PersonValue } from '../PersonValue';
import { RelativeDateTime } from '../RelativeDateTime';

export interface SummarySectionProps {
  headingId: string;
  summary: RequestSummary;
  record: RequestRecord;
  /** When Painel last refreshed the record from the vendor. */
  syncedAt: string | null;
  /** Admins also see the platform's key of the record and its note of reads through its API. */
  showTechnicalDetail?: boolean;
}

/**
 * How much, where it stands, who and when; the drawer's header already names the request, so the
 * summary starts with the money. The record is the source; the mirror's summary fills in what only
 * Painel knows (type, status since) and the code when the record lacks it.
 */
export function SummarySection({
  headingId,
  summary,
  record,
  syncedAt,
  showTechnicalDetail = false,
}: SummarySectionProps) {
  const t = useT();
  const { locale } = useLocale();
  const yesNo = (value: boolean | undefined) => (value === undefined ? undefined : yesNoLabel(value, locale));
  return (
    <DetailSection headingId={headingId} title={t('requestDetail.section.summary')}>
      {record.removed === true || summary.removed ? (
        <Badge color="red" variant="light">
          {t('requestDetail.removed')}
        </Badge>
      ) : null}
      <DetailFields of={t('requestDetail.section.summary')}>
        <Field label={t('requestDetail.summary.finalValue')}>
          <Money value={record.finalValue} />
        </Field>
        <Field label={t('requestDetail.summary.originalValue')}>
          <Money value={record.originalValue} />
        </Field>
        <Field label={t('requestDetail.summary.discount')}>
          <Money value={record.discount} />
        </Field>
        <Field label={t('requestDetail.summary.surcharge')}>
          <Money value={record.surcharge} />
        </Field>
        <Field label={t('requestDetail.summary.difference')}>
          <Money value={record.differenceWithPaymentConditionApplied} />
        </Field>
        <Field label={t('requestDetail.summary.totalPower')}>
          <Power value={record.totalPower} />
        </Field>
        <Field label={t('requestDetail.summary.kind')}>
          <IndicatedValue set="kitKind" value={record.kind} />
        </Field>
        <Field label={t('requestDetail.summary.dealStatus')}>{record.dealStatus ?? summary.dealStatus}</Field>
        <Field label={t('requestDetail.summary.statusSince')}>
          {summary.statusSinceBefore ? (
            <StatusSinceText since={summary.statusSince} before />
          ) : (
            <RelativeDateTime value={summary.statusSince} />
          )}
        </Field>
        <Field label={t('requestDetail.summary.stockStatus')}>{record.stockStatus}</Field>
        <Field label={t('requestDetail.summary.responsible')}>
          <PersonValue person={record.responsible} />
        </Field>
        <Field label={t('requestDetail.summary.addedBy')}>
          <PersonValue person={record.addedBy} />
        </Field>
        <Field label={t('requestDetail.summary.budgetCreated')}>
          <RelativeDateTime value={record.budgetCreated} />
        </Field>
        <Field label={t('requestDetail.summary.orderCreated')}>
          <RelativeDateTime value={record.orderCreated} />
        </Field>
        <Field label={t('requestDetail.summary.billingDate')}>
          <DateTimeText value={record.billingDate} dateOnly />
        </Field>
        <Field label={t('requestDetail.summary.code')}>
          <CopyableValue value={record.code ?? summary.code} label={t('requestDetail.summary.code')} />
        </Field>
        {/* The platform's database key, and the vendor's note of Painel's own reads through its
            API, say nothing to sales or finance (they name a request by its code), only to the
            admin who runs the integration. Direct children, as DetailFields sorts its Fields. */}
        {showTechnicalDetail ? (
          <Field label={t('requestDetail.summary.id')}>
            {record.id === undefined ? null : (
              <CopyableValue value={record.id} label={t('requestDetail.summary.id')} />
            )}
          </Field>
        ) : null}
        {showTechnicalDetail ? (
          <Field label={t('requestDetail.summary.apiSent')}>{yesNo(record.apiSent)}</Field>
        ) : null}
        {showTechnicalDetail ? (
          <Field label={t('requestDetail.summary.apiSentUpdated')}>
            <RelativeDateTime value={record.apiSentUpdated} />
          </Field>
        ) : null}
        <Field label={t('requestDetail.summary.syncedAt')}>
          <RelativeDateTime value={syncedAt} />
        </Field>
      </DetailFields>
    </DetailSection>
  );
}
