import { MultiSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { RequestType } from '../../../contract/upstream/enums';
import { useT } from '../../i18n/useT';
import { statusesQuery } from '../../lib/statusesQuery';

export interface StatusFilterProps {
  /** Whose configured statuses are offered. */
  type: RequestType;
  value: readonly string[] | undefined;
  onChange: (value: string[] | undefined) => void;
}

/**
 * The request statuses configured for the type; a status the URL carries stays choosable (and
 * removable) even when it is no longer configured.
 */
export function StatusFilter({ type, value, onChange }: StatusFilterProps) {
  const t = useT();
  const statuses = useQuery(statusesQuery(type));
  const configured = statuses.data?.statuses.map((status) => status.name) ?? [];
  const options = [...new Set([...configured, ...(value ?? [])])];
  return (
    <MultiSelect
      label={t('requests.filter.status')}
      description={
        statuses.isError
          ? t('requests.filter.statusesUnavailable')
          : statuses.data?.stale
            ? t('requests.filter.statusesStale')
            : undefined
      }
      data={options}
      value={[...(value ?? [])]}
      onChange={(values) => onChange(values.length > 0 ? values : undefined)}
      searchable
      clearable
      clearButtonProps={{ 'aria-label': t('requests.filter.clearField') }}
    />
  );
}
