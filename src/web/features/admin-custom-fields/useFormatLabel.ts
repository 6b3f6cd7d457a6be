import type { AdminCustomField, CustomFieldFormat } from '../../../contract/api/customFields';
import { formatOfVendorType } from '../../../contract/customFields/readCustomValue';
import { useT } from '../../i18n/useT';

const FORMAT_KEYS = {
  text: 'adminCustomFields.format.text',
  number: 'adminCustomFields.format.number',
  money: 'adminCustomFields.format.money',
  date: 'adminCustomFields.format.date',
  yesNo: 'adminCustomFields.format.yesNo',
} as const;

/** A format in words; a field with no format chosen says it follows the vendor's type, and which. */
export function useFormatLabel(): {
  formatLabel: (format: CustomFieldFormat) => string;
  fieldFormatLabel: (field: AdminCustomField) => string;
} {
  const t = useT();
  const formatLabel = (format: CustomFieldFormat) => t(FORMAT_KEYS[format]);
  const fieldFormatLabel = (field: AdminCustomField) => {
    const chosen = field.naming?.format;
    if (chosen) return formatLabel(chosen);
    return t('adminCustomFields.format.auto', {
      format: formatLabel(formatOfVendorType(field.vendorType)),
    });
  };
  return { formatLabel, fieldFormatLabel };
}
