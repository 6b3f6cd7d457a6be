import { NativeSelect } from '@mantine/core';
import {
  CONVERSION_FILTERS,
  type ConversionFilter as Conversion,
  conversionFilterSchema,
} from '../../../contract/api/requestFilters';
import { useT } from '../../i18n/useT';

export interface ConversionFilterProps {
  value: Conversion | undefined;
  onChange: (value: Conversion | undefined) => void;
}

const ALL = 'all';

/** Orders that came from a budget or not, as the insights' conversion counts them (ADR 046). */
export function ConversionFilter({ value, onChange }: ConversionFilterProps) {
  const t = useT();
  return (
    <NativeSelect
      label={t('requests.filter.conversion')}
      value={value ?? ALL}
      onChange={(event) => onChange(conversionFilterSchema.safeParse(event.currentTarget.value).data)}
      data={[
        { value: ALL, label: t('requests.filter.conversion.all') },
        ...CONVERSION_FILTERS.map((choice) => ({
          value: choice,
          label: t(`requests.filter.conversion.${choice}`),
        })),
      ]}
    />
  );
}
