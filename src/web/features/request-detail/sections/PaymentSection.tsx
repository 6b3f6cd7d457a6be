import { Badge, Group, List, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { PAYMENT_LINK_METHODS } from '../../../../contract/upstream/enums';
import type {
  CreditCard,
  Payment,
  PaymentCondition,
  PaymentFile,
} from '../../../../contract/upstream/payment';
import { Absent } from '../../../components/Absent';
import { DateTimeText } from '../../../components/DateTimeText';
import { Field } from '../../../components/Field';
import { DetailFields } from '../DetailFields';
import { useLocale } from '../../../i18n/useLocale';
import { useT } from '../../../i18n/useT';
import { formatBrl } from '../../../lib/format/formatBrl';
import { formatNumber } from '../../../lib/format/formatNumber';
import { isAbsent } from '../../../lib/isAbsent';
import { CopyableValue } from '../CopyableValue';
import { DetailSection } from '../DetailSection';
import { hasContent } from '../hasContent';
import { useEnumLabel } from '../../../lib/vocabulary/useVocabulary';
import { formatFieldValue } from '../../../lib/vocabulary/vocabulary';
import { useVocabulary } from '../../../lib/vocabulary/useVocabulary';

export interface PaymentSectionProps {
  headingId: string;
  payment: Payment | undefined;
  /** What the payment-actions slot rendered (the forms of the payment issue), shown under the data. */
  actions?: ReactNode;
  /**
   * Admins also see which operations the vendor's links offer on the payment record ("consultar,
   * alterar, excluir"): to everyone else that read as a permissions dump, and finance's buttons
   * already follow it.
   */
  showTechnicalDetail?: boolean;
}

/**
 * How the request is paid and where the payment stands. Of the card only the brand and the last
 * digits are shown, never the first six digits or the holder's name.
 */
export function PaymentSection({
  headingId,
  payment,
  actions,
  showTechnicalDetail = false,
}: PaymentSectionProps) {
  const t = useT();
  const vocabulary = useVocabulary();
  const title = t('requestDetail.section.payment');
  if (!hasContent(payment) || payment === undefined) {
    return (
      <DetailSection headingId={headingId} title={title} emptyText={t('requestDetail.payment.empty')}>
        {actions}
      </DetailSection>
    );
  }
  const paymentIds = unique((payment.links ?? []).map((link) => link.id));
  return (
    <DetailSection headingId={headingId} title={title}>
      <DetailFields of={title}>
        <Field label={t('requestDetail.payment.type')}>
          {payment.type ? formatFieldValue('payment.type', payment.type, vocabulary) : null}
        </Field>
        <Field label={t('requestDetail.payment.condition')}>
          {hasContent(payment.condition) && payment.condition ? (
            <ConditionText condition={payment.condition} />
          ) : null}
        </Field>
        <Field label={t('requestDetail.payment.status')}>
          {payment.status ? formatFieldValue('payment.status', payment.status, vocabulary) : null}
        </Field>
        <Field label={t('requestDetail.payment.description')}>{payment.description}</Field>
        <Field label={t('requestDetail.payment.transactionStatus')}>
          {payment.transactionStatus
            ? formatFieldValue('payment.transactionStatus', payment.transactionStatus, vocabulary)
            : null}
        </Field>
        <Field label={t('requestDetail.payment.transactionId')}>
          <CopyableValue value={payment.transactionId} label={t('requestDetail.payment.transactionId')} />
        </Field>
        <Field label={t('requestDetail.payment.authorizationNsu')}>
          <CopyableValue
            value={payment.authorizationNsu}
            label={t('requestDetail.payment.authorizationNsu')}
          />
        </Field>
        <Field label={t('requestDetail.payment.authorizationCode')}>
          <CopyableValue
            value={payment.authorizationCode}
            label={t('requestDetail.payment.authorizationCode')}
          />
        </Field>
        <Field label={t('requestDetail.payment.paidAt')}>
          {/* YYYY-MM-DDThh:mm has no zone: DateTimeText shows it as written, in the reader's format. */}
          <DateTimeText value={payment.paidAt} />
        </Field>
        <Field label={t('requestDetail.payment.card')}>
          <CardText card={payment.creditCard} />
        </Field>
        <Field label={t('requestDetail.payment.files')}>
          <FileNames files={payment.files} />
        </Field>
        <Field label={t('requestDetail.payment.paymentId')}>
          {paymentIds.length === 0 ? null : (
            <Stack gap={2}>
              {paymentIds.map((id) => (
                <CopyableValue key={id} value={id} label={t('requestDetail.payment.paymentId')} />
              ))}
            </Stack>
          )}
        </Field>
        {showTechnicalDetail ? (
          <Field label={t('requestDetail.payment.allowed')}>
            <AllowedOperations payment={payment} />
          </Field>
        ) : null}
      </DetailFields>
      {actions}
    </DetailSection>
  );
}

function unique(values: readonly (string | undefined)[]): string[] {
  return [...new Set(values.filter((value): value is string => !isAbsent(value)))];
}

/** "10x sem juros", then "10× · acréscimo de 2,5%". */
function ConditionText({ condition }: { condition: PaymentCondition }) {
  const t = useT();
  const { locale } = useLocale();
  const details: string[] = [];
  if (!isAbsent(condition.quantityOfInstallments)) {
    details.push(t('requestDetail.payment.installments', { count: condition.quantityOfInstallments }));
  }
  const amount = isAbsent(condition.value)
    ? undefined
    : condition.modifierType === 'percentage'
      ? formatNumber(condition.value / 100, locale, { style: 'percent', maximumFractionDigits: 2 })
      : condition.modifierType === 'fixed'
        ? formatBrl(condition.value, locale)
        : formatNumber(condition.value, locale);
  switch (condition.conditionType) {
    case 'notUpdate':
      details.push(t('requestDetail.payment.modifier.notUpdate'));
      break;
    case 'increase':
      details.push(
        amount === undefined
          ? t('requestDetail.payment.modifier.increaseNoValue')
          : t('requestDetail.payment.modifier.increase', { amount }),
      );
      break;
    case 'decrease':
      details.push(
        amount === undefined
          ? t('requestDetail.payment.modifier.decreaseNoValue')
          : t('requestDetail.payment.modifier.decrease', { amount }),
      );
      break;
    default:
      if (amount !== undefined) details.push(amount);
  }
  return (
    <Stack gap={0}>
      {isAbsent(condition.name) ? null : <span>{condition.name}</span>}
      {details.length === 0 ? null : (
        <Text span size={isAbsent(condition.name) ? undefined : 'sm'}>
          {details.join(' · ')}
        </Text>
      )}
    </Stack>
  );
}

function CardText({ card }: { card: CreditCard | undefined }) {
  const t = useT();
  const brand = card?.brand?.trim();
  const last4 = card?.last4digits?.trim();
  if (!brand && !last4) return <Absent />;
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {brand}
      {brand && last4 ? ' ' : null}
      {last4 ? (
        <>
          <span aria-hidden="true">•••• {last4}</span>
          <VisuallyHidden>{t('requestDetail.payment.card.lastDigits', { digits: last4 })}</VisuallyHidden>
        </>
      ) : null}
    </span>
  );
}

function FileNames({ files }: { files: readonly PaymentFile[] | undefined }) {
  // The backend serves no downloads yet, so files are named, not linked.
  const names = (files ?? [])
    .map((file) => (isAbsent(file.originalName) ? file.path?.split('/').pop() : file.originalName))
    .filter((name): name is string => !isAbsent(name));
  if (names.length === 0) return <Absent />;
  return (
    <List size="sm" spacing={2}>
      {names.map((name, index) => (
        <List.Item key={index}>{name}</List.Item>
      ))}
    </List>
  );
}

/** What the vendor's links say may be done with the payment record (view, update, delete). */
function AllowedOperations({ payment }: { payment: Payment }) {
  const t = useT();
  const label = useEnumLabel();
  const methods = new Set((payment.links ?? []).map((link) => link.method));
  const allowed = PAYMENT_LINK_METHODS.filter((method) => methods.has(method));
  if (allowed.length === 0) {
    return (
      <Text span c="dimmed">
        {t('requestDetail.payment.allowed.none')}
      </Text>
    );
  }
  return (
    <Group gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {allowed.map((method) => (
        <Badge key={method} component="li" variant="light" color="gray" tt="none">
          {label('paymentLinkMethod', method)}
        </Badge>
      ))}
    </Group>
  );
}
