import { Title } from '@mantine/core';
import type { Freight } from '../../../../contract/upstream/freight';
import { Field } from '../../../components/Field';
import { DetailFields } from '../DetailFields';
import { Money } from '../../../components/Money';
import { useT } from '../../../i18n/useT';
import { AddressFields } from '../AddressFields';
import { DetailSection } from '../DetailSection';
import { hasContent } from '../hasContent';
import { IndicatedValue } from '../IndicatedValue';

/** How and where the kit is delivered, and through which logistics integration. */
export function FreightSection({ headingId, freight }: { headingId: string; freight: Freight | undefined }) {
  const t = useT();
  const title = t('requestDetail.section.freight');
  if (!hasContent(freight) || freight === undefined) {
    return <DetailSection headingId={headingId} title={title} emptyText={t('requestDetail.freight.empty')} />;
  }
  const integration = freight.integrationData;
  return (
    <DetailSection headingId={headingId} title={title}>
      <DetailFields of={title}>
        <Field label={t('requestDetail.freight.type')}>
          <IndicatedValue set="freightType" value={freight.type} />
        </Field>
        <Field label={t('requestDetail.freight.zoneType')}>
          <IndicatedValue set="zoneType" value={freight.zoneType} />
        </Field>
        <Field label={t('requestDetail.freight.truckPossible')}>
          <IndicatedValue set="truckPossible" value={freight.truckPossible} />
        </Field>
        <Field label={t('requestDetail.freight.timeRestriction')}>{freight.timeRestriction}</Field>
        <Field label={t('requestDetail.freight.price')}>
          <Money value={freight.price} />
        </Field>
      </DetailFields>
      <Title order={4} size="h6">
        {t('requestDetail.freight.address')}
      </Title>
      <AddressFields address={freight.address ?? {}} of={t('requestDetail.freight.address')} />
      <Title order={4} size="h6">
        {t('requestDetail.freight.integration')}
      </Title>
      <DetailFields of={t('requestDetail.freight.integration')}>
        <Field label={t('requestDetail.freight.integration.name')}>{integration?.name}</Field>
        <Field label={t('requestDetail.freight.integration.provider')}>
          {integration?.logisticProviderName}
        </Field>
        <Field label={t('requestDetail.freight.integration.id')}>{integration?.id}</Field>
      </DetailFields>
    </DetailSection>
  );
}
