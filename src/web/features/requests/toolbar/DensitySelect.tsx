import { NativeSelect } from '@mantine/core';
import { useT } from '../../../i18n/useT';
import { DENSITIES, densitySchema, type Density } from '../requestsSearch';

/** Row spacing: comfortable for reading, compact to see more rows at once. */
export function DensitySelect({ value, onChange }: { value: Density; onChange: (density: Density) => void }) {
  const t = useT();
  return (
    <NativeSelect
      aria-label={t('requests.density.label')}
      size="sm"
      value={value}
      onChange={(event) => {
        const density = densitySchema.safeParse(event.currentTarget.value);
        if (density.success) onChange(density.data);
      }}
      data={DENSITIES.map((density) => ({
        value: density,
        label: density === 'compact' ? t('requests.density.compact') : t('requests.density.comfortable'),
      }))}
    />
  );
}
