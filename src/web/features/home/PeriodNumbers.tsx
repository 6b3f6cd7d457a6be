import { useQuery } from '@tanstack/react-query';
import type { DayRange } from '../../../contract/api/insights';
import type { RequestFilters } from '../../../contract/api/requestFilters';
import { KpiList, KpiSkeleton, TotalKpi } from '../../components/charts/Kpi';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import type { Locale } from '../../i18n/locales';
import { useLocale } from '../../i18n/useLocale';
import { useT } from '../../i18n/useT';
import { formatDate } from '../../lib/format/formatDate';
import { homeInsightsQuery } from './api/homeQueries';
import { HomeSection } from './HomeSection';
import type { HomeLinks } from './homeLinks';

/**
 * What the previous figures cover: those days, and while the period runs, only up to the time of
 * day it is read at (ADR 110).
 */
function comparedNote(range: DayRange, t: ReturnType<typeof useT>, locale: Locale): string {
  const soFar = range.before !== undefined;
  if (range.from === range.to) {
    const day = formatDate(range.from, locale);
    return t(soFar ? 'home.section.comparedDaySoFar' : 'home.section.comparedDay', { day });
  }
  const days = { from: formatDate(range.from, locale), to: formatDate(range.to, locale) };
  return t(soFar ? 'home.section.comparedSoFar' : 'home.section.compared', days);
}

export interface PeriodNumbersProps {
  /** The signed-in person's own requests ("my numbers") or the whole team's. */
  mine: boolean;
  period: DayRange;
  links: HomeLinks;
}

/**
 * Orders (count, value, power) and budgets created in the period against the same span of the
 * previous period (this month so far against the same days of last month, ADR 067); each card opens the list of the period with the same filter, whose totals are
 * the card's figure (the insights read the list's own filter SQL, ADR 036).
 */
export function PeriodNumbers({ mine, period, links }: PeriodNumbersProps) {
  const t = useT();
  const { locale } = useLocale();
  const scope: RequestFilters = mine ? { mine: true } : {};
  const query = useQuery(homeInsightsQuery({ ...scope, from: period.from, to: period.to, type: 'order' }));
  const title = mine ? t('home.section.mine') : t('home.section.team');
  const compared = query.data?.previousPeriod;
  const note = [
    mine ? t('home.section.mine.note') : t('home.section.team.note'),
    compared && comparedNote(compared, t, locale),
  ]
    .filter(Boolean)
    .join(' ');
  const inPeriod: RequestFilters = { ...scope, createdFrom: period.from, createdTo: period.to };
  const ordersList = links.list({ type: 'order', filters: inPeriod });
  const orders = query.data?.created.order;
  const budgets = query.data?.created.budget;

  return (
    <HomeSection title={title} note={note}>
      {query.isError ? (
        <QueryErrorAlert title={t('home.error')} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <KpiList label={title} cols={{ base: 1, xs: 2, md: 4 }}>
          {orders && budgets ? (
            <>
              <TotalKpi
                headingOrder={4}
                label={t('home.kpi.orders')}
                series={orders}
                total="count"
                href={ordersList}
              />
              <TotalKpi
                headingOrder={4}
                label={t('home.kpi.value')}
                series={orders}
                total="value"
                href={ordersList}
              />
              <TotalKpi
                headingOrder={4}
                label={t('home.kpi.power')}
                series={orders}
                total="power"
                href={ordersList}
              />
              <TotalKpi
                headingOrder={4}
                label={t('home.kpi.budgets')}
                series={budgets}
                total="count"
                href={links.list({ type: 'budget', filters: inPeriod })}
              />
            </>
          ) : (
            Array.from({ length: 4 }, (_, index) => <KpiSkeleton key={index} />)
          )}
        </KpiList>
      )}
    </HomeSection>
  );
}
