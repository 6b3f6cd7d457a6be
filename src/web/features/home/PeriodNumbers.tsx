import { SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { DayRange } from '../../../contract/api/insights';
import type { RequestFilters } from '../../../contract/api/requestFilters';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { useT } from '../../i18n/useT';
import { homeInsightsQuery } from './api/homeQueries';
import { HomeSection } from './HomeSection';
import type { HomeLinks } from './homeLinks';
import { KpiCard, KpiCardSkeleton } from './KpiCard';
import { useHomeFormat } from './useHomeFormat';

export interface PeriodNumbersProps {
  /** The signed-in person's own requests ("my numbers") or the whole team's. */
  mine: boolean;
  period: DayRange;
  links: HomeLinks;
}

/**
 * Orders (count, value, power) and budgets created in the period against the previous period of
 * the same length; each card opens the list of the period with the same filter, whose totals are
 * the card's figure (the insights read the list's own filter SQL, ADR 036).
 */
export function PeriodNumbers({ mine, period, links }: PeriodNumbersProps) {
  const t = useT();
  const format = useHomeFormat();
  const scope: RequestFilters = mine ? { mine: true } : {};
  const query = useQuery(homeInsightsQuery({ ...scope, from: period.from, to: period.to, type: 'order' }));
  const title = mine ? t('home.section.mine') : t('home.section.team');
  const note = mine ? t('home.section.mine.note') : t('home.section.team.note');
  const inPeriod: RequestFilters = { ...scope, createdFrom: period.from, createdTo: period.to };

  return (
    <HomeSection title={title} note={note}>
      {query.isError ? (
        <QueryErrorAlert title={t('home.error')} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          {query.data ? (
            <>
              <KpiCard
                label={t('home.kpi.orders')}
                value={format.count(query.data.created.order.current.totals.count)}
                comparison={{
                  current: query.data.created.order.current.totals.count,
                  previous: query.data.created.order.previous.totals.count,
                }}
                link={links.list({ type: 'order', filters: inPeriod })}
              />
              <KpiCard
                label={t('home.kpi.value')}
                value={format.brlCompact(query.data.created.order.current.totals.value)}
                exact={format.brl(query.data.created.order.current.totals.value)}
                comparison={{
                  current: query.data.created.order.current.totals.value,
                  previous: query.data.created.order.previous.totals.value,
                }}
                link={links.list({ type: 'order', filters: inPeriod })}
              />
              <KpiCard
                label={t('home.kpi.power')}
                value={format.kwp(query.data.created.order.current.totals.power)}
                comparison={{
                  current: query.data.created.order.current.totals.power,
                  previous: query.data.created.order.previous.totals.power,
                }}
                link={links.list({ type: 'order', filters: inPeriod })}
              />
              <KpiCard
                label={t('home.kpi.budgets')}
                value={format.count(query.data.created.budget.current.totals.count)}
                comparison={{
                  current: query.data.created.budget.current.totals.count,
                  previous: query.data.created.budget.previous.totals.count,
                }}
                link={links.list({ type: 'budget', filters: inPeriod })}
              />
            </>
          ) : (
            Array.from({ length: 4 }, (_, index) => <KpiCardSkeleton key={index} />)
          )}
        </SimpleGrid>
      )}
    </HomeSection>
  );
}
