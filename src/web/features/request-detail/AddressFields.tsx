import type { Address } from '../../../contract/upstream/address';
import { Field } from '../../components/Field';
import { DetailFields } from './DetailFields';
import { MaskedDocument } from '../../components/MaskedDocument';
import { useT } from '../../i18n/useT';
import { isAbsent } from '../../lib/isAbsent';

/**
 * Every field of an address. The v1 listing adds patioType and patioFormatted to freight and
 * invoice addresses; they appear only when present, since v2 never sends them.
 */
export function AddressFields({ address, of }: { address: Address; of: string }) {
  const t = useT();
  return (
    <DetailFields of={of}>
      <Field label={t('requestDetail.address.street')}>{address.patio}</Field>
      {isAbsent(address.patioType) ? null : (
        <Field label={t('requestDetail.address.patioType')}>{address.patioType}</Field>
      )}
      {isAbsent(address.patioFormatted) ? null : (
        <Field label={t('requestDetail.address.patioFormatted')}>{address.patioFormatted}</Field>
      )}
      <Field label={t('requestDetail.address.number')}>{address.number}</Field>
      <Field label={t('requestDetail.address.complement')}>{address.complement}</Field>
      <Field label={t('requestDetail.address.neighborhood')}>{address.neighborhood}</Field>
      <Field label={t('requestDetail.address.city')}>{address.city}</Field>
      <Field label={t('requestDetail.address.state')}>{address.state}</Field>
      <Field label={t('requestDetail.address.cep')}>
        <MaskedDocument kind="cep" value={address.CEP} />
      </Field>
    </DetailFields>
  );
}
