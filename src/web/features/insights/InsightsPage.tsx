import { Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconFilter, IconPrinter } from '@tabler/icons-react';
import { memo, useState } from 'react';
import type { DayRange, Insights } from '../../../contract/api/insights';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { OldRequestsNotice } from '../../components/OldRequestsNotice';
import { PageHeader } from '../../components/PageHeader';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { useLocale } from '../../i18n/useLocale';
import { useT } from '../../i18n/useT';
import { usePhoneLayout } from '../../lib/usePhoneLayout';
import { insightsQuery } from './api/insightsQuery';
import { formatDay } from './figures';
import { FiltersSheet } from './FiltersSheet';
import { activeFilterCount, InsightsFilters } from './InsightsFilters';
import classes from './InsightsPage.module.css';
import { toInsightsQuery } from './insightsLinks';
import type { InsightsSearch } from './insightsSearch';
import { KpiGrid } from './KpiGrid';
import { ConversionFigure } from './sections/ConversionFigure';
import { CreatedFigure } from './sections/CreatedFigure';
import { LeaderboardFigure } from './sections/LeaderboardFigure';
import { PaymentFigures } from './sections/PaymentFigures';
import { PipelineFigure } from './sections/PipelineFigure';
import { UfFigure } from './sections/UfFigure';

export interface InsightsPageProps {
  search: InsightsSearch;
  onSearchChange: (next: InsightsSearch) => void;
  /** The day a plain link's default period ends on. */
  today: Date;
}

function PageSkeleton() {
  return (
    <Stack gap="md" aria-hidden>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        {Array.from({ length: 9 }, (_, index) => (
          <Skeleton key={index} height={112} radius="md" />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Skeleton height={300} radius="md" />
        <Skeleton height={300} radius="md" />
      </SimpleGrid>
      <Skeleton height={360} radius="md" />
    </Stack>
  );
}

/**
 * The period shown and what it is compared with: while it runs, its days so far against the same
 * days of the previous period, up to the same time of day (ADR 067, 110).
 */
function PeriodLine({ data }: { data: Insights }) {
  const t = useT();
  const { locale } = useLocale();
  const running = data.previousPeriod.before !== undefined;
  const day = (value: string) => formatDay(value, locale);
  // A single day is named once, not as "01/11/2026 – 01/11/2026".
  const days = ({ from, to }: DayRange) => (from === to ? day(from) : `${day(from)} – ${day(to)}`);
  return (
    <Text size="sm" className={classes.periodLine}>
      {t(running ? 'insights.period.toDate' : 'insights.period.current', {
        days: days(data.period),
        today: day(data.comparedPeriod.to),
      })}{' '}
      <Text span c="dimmed" size="sm">
        {t(running ? 'insights.period.previousSameSpan' : 'insights.period.previous', {
          days: days(data.previousPeriod),
        })}
      </Text>
    </Text>
  );
}

/**
 * The search whose answer is on screen: while a new period loads, the previous figures stay, and
 * their drill-down links must keep the filter they were computed for.
 */
function useSearchOfShownFigures(search: InsightsSearch, showingPrevious: boolean): InsightsSearch {
  const [shown, setShown] = useState(search);
  if (!showingPrevious && shown !== search) {
    setShown(search);
    return search;
  }
  return shown;
}

/**
 * The figures of one answer. Memoised: a filter change re-draws them only when its answer arrives,
 * not while it is asked for.
 */
const Figures = memo(function Figures({ data, search }: { data: Insights; search: InsightsSearch }) {
  const t = useT();
  return (
    <>
      <PeriodLine data={data} />
      <KpiGrid data={data} search={search} />
      <div className={classes.pair}>
        <CreatedFigure data={data} search={search} type="order" />
        <CreatedFigure data={data} search={search} type="budget" />
      </div>
      <ConversionFigure data={data} search={search} />
      <Title order={2} size="h3" className={classes.sectionTitle}>
        {t(data.type === 'order' ? 'insights.type.order' : 'insights.type.budget')}
      </Title>
      <PipelineFigure data={data} search={search} />
      <div className={classes.mapPair}>
        <UfFigure data={data} search={search} />
        <LeaderboardFigure data={data} search={search} />
      </div>
      <Group className={classes.sectionTitle}>
        <Title order={2} size="h3">
          {t('insights.payments.title')}
        </Title>
      </Group>
      <div className={classes.payments}>
        <PaymentFigures data={data} search={search} />
      </div>
    </>
  );
});

/**
 * The insights of a period: headline figures against the previous period, what was created per
 * bucket, conversion, the funnel, people, UFs and payments. Every number links to the list with
 * exactly its filter (ADR 036), every chart has its table and CSV, and the page prints on A4. On a
 * phone the figures come first and the filters open in a sheet from the bottom.
 */
export function InsightsPage({ search, onSearchChange, today }: InsightsPageProps) {
  const t = useT();
  useDocumentTitle(`${t('insights.title')} · ${t('app.name')}`);
  const phone = usePhoneLayout({ readAtFirstRender: true });
  const [sheetOpen, setSheetOpen] = useState(false);
  const filterCount = activeFilterCount(search);
  const query = toInsightsQuery(search, today);
  const answer = useQuery(insightsQuery(query));
  const data = answer.data;
  const shownSearch = useSearchOfShownFigures(search, answer.isPlaceholderData);
  const queryClient = useQueryClient();
  // The new answer is asked for from the click itself, not after the page has re-rendered for it.
  const changeSearch = (next: InsightsSearch) => {
    void queryClient.prefetchQuery(insightsQuery(toInsightsQuery(next, today)));
    onSearchChange(next);
  };

  return (
    <Stack gap="md" className={classes.page} aria-busy={answer.isFetching || undefined}>
      <PageHeader
        title={t('insights.title')}
        intro={t('insights.intro')}
        action={
          <Group gap="sm" className={classes.noPrint}>
            {phone && (
              <Button
                variant="default"
                leftSection={<IconFilter size={16} aria-hidden />}
                onClick={() => setSheetOpen(true)}
                aria-haspopup="dialog"
              >
                {filterCount > 0
                  ? t('insights.filters.openCount', { count: filterCount })
                  : t('insights.filters.open')}
              </Button>
            )}
            <Button
              variant="default"
              leftSection={<IconPrinter size={16} aria-hidden />}
              onClick={() => window.print()}
            >
              {t('insights.print')}
            </Button>
          </Group>
        }
      />
      <OldRequestsNotice of="all" coverage />
      {phone ? (
        <FiltersSheet
          opened={sheetOpen}
          onClose={() => setSheetOpen(false)}
          search={search}
          query={query}
          onSearchChange={changeSearch}
        />
      ) : (
        <InsightsFilters search={search} query={query} onSearchChange={changeSearch} />
      )}
      {answer.isError && !data && <QueryErrorAlert title={t('insights.error')} error={answer.error} />}
      {!data && !answer.isError && <PageSkeleton />}
      {data && <Figures data={data} search={shownSearch} />}
    </Stack>
  );
}
