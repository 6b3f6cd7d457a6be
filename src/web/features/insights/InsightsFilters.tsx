import { Button, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  INSIGHT_BUCKETS,
  insightBucketSchema,
  type InsightsQueryInput,
} from '../../../contract/api/insights';
import { REQUEST_TYPES, requestTypeSchema } from '../../../contract/upstream/enums';
import { DateRangeFilter } from '../../components/DateRangeFilter';
import { PaymentStatusFilter } from '../../components/filters/PaymentStatusFilter';
import { PaymentTypeFilter } from '../../components/filters/PaymentTypeFilter';
import { StatusFilter } from '../../components/filters/StatusFilter';
import { UfFilter } from '../../components/filters/UfFilter';
import { useT } from '../../i18n/useT';
import classes from './InsightsPage.module.css';
import { listFiltersOf } from './insightsLinks';
import type { InsightsSearch } from './insightsSearch';

export interface InsightsFiltersProps {
  search: InsightsSearch;
  /** The period and bucket in use (the URL's, or the defaults). */
  query: InsightsQueryInput;
  onSearchChange: (next: InsightsSearch) => void;
  /** In a card of its own (the page), or bare (inside the phone's sheet, which frames it). */
  framed?: boolean;
}

/** How many list filters the view applies (the period, bucket and type are always set). */
export function activeFilterCount(search: InsightsSearch): number {
  return Object.values(listFiltersOf(search)).filter((value) => value !== undefined).length;
}

const SHOWN_FILTERS = new Set(['uf', 'status', 'paymentStatus', 'paymentType']);

/**
 * The period, the bucket, whose pipeline, and the list filters people reach for most here; every
 * other list filter a link brought (a city, a CNPJ...) stays in the URL and applies, counted here.
 */
export function InsightsFilters({ search, query, onSearchChange, framed = true }: InsightsFiltersProps) {
  const t = useT();
  const type = requestTypeSchema.parse(query.type ?? 'order');
  const set = (patch: Partial<InsightsSearch>) => onSearchChange({ ...search, ...patch });
  const otherFilters = Object.entries(listFiltersOf(search)).filter(
    ([key, value]) => value !== undefined && !SHOWN_FILTERS.has(key),
  ).length;
  const anyFilter = activeFilterCount(search) > 0;

  return (
    <Paper
      withBorder={framed}
      p={framed ? 'md' : 0}
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
          <UfFilter value={search.uf} onChange={(uf) => set({ uf })} />
          <StatusFilter type={type} value={search.status} onChange={(status) => set({ status })} />
          <PaymentStatusFilter
            value={search.paymentStatus}
            onChange={(paymentStatus) => set({ paymentStatus })}
          />
          <PaymentTypeFilter value={search.paymentType} onChange={(paymentType) => set({ paymentType })} />
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
