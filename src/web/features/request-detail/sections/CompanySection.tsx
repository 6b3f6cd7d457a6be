import { Title } from '@mantine/core';
import type { Company } from '../../../../contract/upstream/company';
import { Field } from '../../../components/Field';
import { DetailFields } from '../DetailFields';
import { MaskedDocument } from '../../../components/MaskedDocument';
import { useT } from '../../../i18n/useT';
import { AddressFields } from '../AddressFields';
import { DetailSection } from '../DetailSection';
import { hasContent } from '../hasContent';
import { PersonValue } from '../PersonValue';

/** The partner company: names, documents, whom to call, and where it is. */
export function CompanySection({ headingId, company }: { headingId: string; company: Company | undefined }) {
  const t = useT();
  const title = t('requestDetail.section.company');
  if (!hasContent(company) || company === undefined) {
    return <DetailSection headingId={headingId} title={title} emptyText={t('requestDetail.company.empty')} />;
  }
  return (
    <DetailSection headingId={headingId} title={title}>
      <DetailFields of={title}>
        <Field label={t('requestDetail.company.companyName')}>{company.companyName}</Field>
        <Field label={t('requestDetail.company.fantasyName')}>{company.fantasyName}</Field>
        <Field label={t('requestDetail.company.cnpj')}>
          <MaskedDocument kind="cnpj" value={company.cnpj} />
        </Field>
        <Field label={t('requestDetail.company.cpf')}>
          {/* The one field the spec documents as nullable: null reads as absent like the rest. */}
          <MaskedDocument kind="cpf" value={company.cpf} />
        </Field>
        <Field label={t('requestDetail.company.mainContact')}>
          <PersonValue person={company.mainContact} />
        </Field>
      </DetailFields>
      <Title order={4} size="h6">
        {t('requestDetail.company.address')}
      </Title>
      <AddressFields address={company.address ?? {}} of={t('requestDetail.company.address')} />
    </DetailSection>
  );
}
