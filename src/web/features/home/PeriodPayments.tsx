import { useQuery } from '@tanstack/react-query';
import type { DayRange } from '../../../contract/api/insights';
import type { PaymentStatus } from '../../../contract/upstream/enums';
import { Kpi, KpiList, KpiSkeleton } from '../../components/charts/Kpi';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { useT } from '../../i18n/useT';
import { homeInsightsQuery } from './api/homeQueries';
import { HomeSection } from './HomeSection';
import type { HomeLinks } from './homeLinks';

const SHOWN = [
  { status: 'received', label: 'home.kpi.received' },
  { status: 'requested', label: 'home.kpi.requested' },
  { status: 'partial', label: 'home.kpi.partial' },
] as const satisfies readonly { status: PaymentStatus; label: string }[];

/**
 * The period's orders by where their payment stands: received, requested, partial, each the
 * list of the period with that payment status.
 */
export function PeriodPayments({ period, links }: { period: DayRange; links: HomeLinks }) {
  const t = useT();
  const query = useQuery(homeInsightsQuery({ from: period.from, to: period.to, type: 'order' }));
  const totalsOf = (status: PaymentStatus) =>
    query.data?.payments.byStatus.find((row) => row.paymentStatus === status) ?? {
      count: 0,
      value: 0,
      power: 0,
    };

  return (
    <HomeSection title={t('home.section.payments')} note={t('home.section.payments.note')}>
      {query.isError ? (
        <QueryErrorAlert title={t('home.error')} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <KpiList label={t('home.section.payments')} cols={{ base: 1, xs: 3 }}>
          {query.data
            ? SHOWN.map(({ status, label }) => {
                const totals = totalsOf(status);
                return (
                  <Kpi
                    key={status}
                    headingOrder={4}
                    label={t(label)}
                    kind="money"
                    current={totals.value}
                    detail={t('home.kpi.outstandingCount', { count: totals.count })}
                    href={links.list({
                      type: 'order',
                      filters: { paymentStatus: [status], createdFrom: period.from, createdTo: period.to },
                    })}
                  />
                );
              })
            : SHOWN.map(({ status }) => <KpiSkeleton key={status} />)}
        </KpiList>
      )}
    </HomeSection>
  );
}
