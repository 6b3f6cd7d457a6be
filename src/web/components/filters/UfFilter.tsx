import { MultiSelect } from '@mantine/core';
import { type Uf, UFS, ufSchema } from '../../../contract/upstream/enums';
import { useT } from '../../i18n/useT';
import { UF_NAMES } from '../../lib/vocabulary/ufNames';
import { choiceValues } from './choiceValues';

export interface UfFilterProps {
  value: readonly Uf[] | undefined;
  onChange: (value: Uf[] | undefined) => void;
}

/** The freight's UFs, each with its state's name, searchable. */
export function UfFilter({ value, onChange }: UfFilterProps) {
  const t = useT();
  return (
    <MultiSelect
      label={t('requests.filter.uf')}
      data={UFS.map((uf) => ({ value: uf, label: `${uf} · ${UF_NAMES[uf]}` }))}
      value={[...(value ?? [])]}
      onChange={(values) => onChange(choiceValues(values, (item) => ufSchema.safeParse(item).data))}
      searchable
      clearable
      clearButtonProps={{ 'aria-label': t('requests.filter.clearField') }}
    />
  );
}
