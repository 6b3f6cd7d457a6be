import { Button, Group, MultiSelect, Paper, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  INSIGHT_BUCKETS,
  insightBucketSchema,
  type InsightsQueryInput,
} from '../../../contract/api/insights';
import {
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  paymentStatusSchema,
  paymentTypeSchema,
  REQUEST_TYPES,
  requestTypeSchema,
  UFS,
  ufSchema,
} from '../../../contract/upstream/enums';
import { DateRangeFilter } from '../../components/DateRangeFilter';
import { useT } from '../../i18n/useT';
import { statusesQuery } from '../../lib/statusesQuery';
import { UF_NAMES } from '../../lib/vocabulary/ufNames';
import { useEnumLabel } from '../../lib/vocabulary/useVocabulary';
import classes from './InsightsPage.module.css';
import { listFiltersOf } from './insightsLinks';
import type { InsightsSearch } from './insightsSearch';

export interface InsightsFiltersProps {
  search: InsightsSearch;
  /** The period and bucket in use (the URL's, or the defaults). */
  query: InsightsQueryInput;
  onSearchChange: (next: InsightsSearch) => void;
}

const SHOWN_FILTERS = new Set(['uf', 'status', 'paymentStatus', 'paymentType']);

function parsed<T>(values: string[], parse: (value: string) => T | undefined): T[] | undefined {
  const kept = values.flatMap((value) => {
    const item = parse(value);
    return item === undefined ? [] : [item];
  });
  return kept.length > 0 ? kept : undefined;
}

/**
 * The period, the bucket, whose pipeline, and the list filters people reach for most here; every
 * other list filter a link brought (a city, a CNPJ...) stays in the URL and applies, counted here.
 */
export function InsightsFilters({ search, query, onSearchChange }: InsightsFiltersProps) {
  const t = useT();
  const enumLabel = useEnumLabel();
  const type = requestTypeSchema.parse(query.type ?? 'order');
  const statuses = useQuery(statusesQuery(type));
  const set = (patch: Partial<InsightsSearch>) => onSearchChange({ ...search, ...patch });
  const otherFilters = Object.entries(listFiltersOf(search)).filter(
    ([key, value]) => value !== undefined && !SHOWN_FILTERS.has(key),
  ).length;
  const anyFilter = Object.values(listFiltersOf(search)).some((value) => value !== undefined);

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-label={t('insights.filters.label')}
      className={classes.filters}
    >
      <Stack gap="sm">
        <Group gap="md" align="flex-end" wrap="wrap">
          <div className={classes.period}>
            <DateRangeFilter
              label={t('insights.filter.period')}
              from={query.from}
              to={query.to}
              onChange={(from, to) => set({ from, to })}
            />
          </div>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="insights-bucket">
              {t('insights.filter.bucket')}
            </Text>
            <SegmentedControl
              aria-labelledby="insights-bucket"
              value={query.bucket ?? 'week'}
              onChange={(value) => set({ bucket: insightBucketSchema.parse(value) })}
              data={INSIGHT_BUCKETS.map((bucket) => ({
                value: bucket,
                label: t(`insights.bucket.${bucket}`),
              }))}
            />
          </Stack>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="insights-type">
              {t('insights.filter.type')}
            </Text>
            <SegmentedControl
              aria-labelledby="insights-type"
              value={type}
              onChange={(value) => set({ type: requestTypeSchema.parse(value), status: undefined })}
              data={REQUEST_TYPES.map((value) => ({ value, label: t(`insights.type.${value}`) }))}
            />
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <MultiSelect
            label={t('requests.filter.uf')}
            data={UFS.map((uf) => ({ value: uf, label: `${uf} · ${UF_NAMES[uf]}` }))}
            value={search.uf ?? []}
            onChange={(values) => set({ uf: parsed(values, (value) => ufSchema.safeParse(value).data) })}
            searchable
            clearable
            clearButtonProps={{ 'aria-label': t('requests.filter.clearField') }}
          />
          <MultiSelect
            label={t('requests.filter.status')}
            data={(statuses.data?.statuses ?? []).map((status) => status.name)}
            value={search.status ?? []}
            onChange={(values) => set({ status: values.length > 0 ? values : undefined })}
            searchable
            clearable
            clearButtonProps={{ 'aria-label': t('requests.filter.clearField') }}
          />
          <MultiSelect
            label={t('requests.filter.paymentStatus')}
            data={PAYMENT_STATUSES.map((status) => ({
              value: status,
              label: enumLabel('paymentStatus', status),
            }))}
            value={search.paymentStatus ?? []}
            onChange={(values) =>
              set({ paymentStatus: parsed(values, (value) => paymentStatusSchema.safeParse(value).data) })
            }
            clearable
            clearButtonProps={{ 'aria-label': t('requests.filter.clearField') }}
          />
          <MultiSelect
            label={t('requests.filter.paymentType')}
            data={PAYMENT_TYPES.map((value) => ({ value, label: enumLabel('paymentType', value) }))}
            value={search.paymentType ?? []}
            onChange={(values) =>
              set({ paymentType: parsed(values, (value) => paymentTypeSchema.safeParse(value).data) })
            }
            clearable
            clearButtonProps={{ 'aria-label': t('requests.filter.clearField') }}
          />
        </SimpleGrid>
        {anyFilter && (
          <Group gap="sm">
            {otherFilters > 0 && (
              <Text size="sm" c="dimmed">
                {t('insights.filter.more', { count: otherFilters })}
              </Text>
            )}
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() =>
                onSearchChange({ from: search.from, to: search.to, bucket: search.bucket, type: search.type })
              }
            >
              {t('insights.filter.clear')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
