import { Title } from '@mantine/core';
import type { Invoice } from '../../../../contract/upstream/invoice';
import { Field } from '../../../components/Field';
import { DetailFields } from '../DetailFields';
import { MailLink } from '../../../components/MailLink';
import { MaskedDocument } from '../../../components/MaskedDocument';
import { Money } from '../../../components/Money';
import { PhoneLink } from '../../../components/PhoneLink';
import type { Translator } from '../../../i18n/createTranslator';
import type { Messages } from '../../../i18n/messages/pt-BR';
import { useT } from '../../../i18n/useT';
import { AddressFields } from '../AddressFields';
import { DetailSection } from '../DetailSection';
import { hasContent } from '../hasContent';

/** Who the invoice is issued to, and for how much. */
export function InvoiceSection({ headingId, invoice }: { headingId: string; invoice: Invoice | undefined }) {
  const t = useT();
  const title = t('requestDetail.section.invoice');
  if (!hasContent(invoice) || invoice === undefined) {
    return <DetailSection headingId={headingId} title={title} emptyText={t('requestDetail.invoice.empty')} />;
  }
  return (
    <DetailSection headingId={headingId} title={title}>
      <DetailFields of={title}>
        <Field label={t('requestDetail.invoice.razaoSocial')}>{invoice.razaoSocial}</Field>
        <Field label={t('requestDetail.invoice.nomeFantasia')}>{invoice.nomeFantasia}</Field>
        <Field label={t('requestDetail.invoice.cnpj')}>
          <MaskedDocument kind="cnpj" value={invoice.cnpj} />
        </Field>
        <Field label={t('requestDetail.invoice.cpf')}>
          <MaskedDocument kind="cpf" value={invoice.cpf} />
        </Field>
        <Field label={t('requestDetail.invoice.rg')}>{invoice.rg}</Field>
        <Field label={t('requestDetail.invoice.ie')}>{stateRegistration(invoice, t)}</Field>
        <Field label={t('requestDetail.invoice.telephone')}>
          <PhoneLink phone={invoice.telephone} />
        </Field>
        <Field label={t('requestDetail.invoice.email')}>
          <MailLink email={invoice.email} />
        </Field>
        <Field label={t('requestDetail.invoice.originalInvoiceValue')}>
          <Money value={invoice.originalInvoiceValue} />
        </Field>
        <Field label={t('requestDetail.invoice.serviceToAddInvoiceValue')}>
          <Money value={invoice.serviceToAddInvoiceValue} />
        </Field>
        <Field label={t('requestDetail.invoice.requestedInvoiceValue')}>
          <Money value={invoice.requestedInvoiceValue} />
        </Field>
      </DetailFields>
      <Title order={4} size="h6">
        {t('requestDetail.invoice.address')}
      </Title>
      <AddressFields address={invoice.address ?? {}} of={t('requestDetail.invoice.address')} />
    </DetailSection>
  );
}

/**
 * The registration number only when the customer has one (`sim`): the spec returns `ie` only then,
 * and a stale number beside "exempt" would mislead whoever issues the invoice.
 */
function stateRegistration(invoice: Invoice, t: Translator<Messages>): string | undefined {
  switch (invoice.temInscricaoEstadual) {
    case 'sim':
      return invoice.ie;
    case 'nao':
      return t('requestDetail.invoice.ie.nao');
    case 'isento':
      return t('requestDetail.invoice.ie.isento');
    default:
      return undefined;
  }
}
