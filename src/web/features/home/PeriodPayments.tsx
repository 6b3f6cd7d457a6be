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
  { status: 'received', label: 'home.kpi.receivedInPeriod' },
  { status: 'requested', label: 'home.kpi.requested' },
  { status: 'partial', label: 'home.kpi.partial' },
] as const satisfies readonly { status: PaymentStatus; label: string }[];

/**
 * The period's payments: those that became received in it (the list of those reception days),
 * and the period's orders whose payment is requested or partial (the list of the period with
 * that payment status).
 */
export function PeriodPayments({ period, links }: { period: DayRange; links: HomeLinks }) {
  const t = useT();
  const query = useQuery(homeInsightsQuery({ from: period.from, to: period.to, type: 'order' }));
  // Received is the payments that became received in the period, whenever the order was created
  // (ADR 046); the others are the period's orders by where their payment stands now.
  const totalsOf = (status: PaymentStatus) =>
    (status === 'received'
      ? query.data?.payments.receivedInPeriod
      : query.data?.payments.byStatus.find((row) => row.paymentStatus === status)) ?? {
      count: 0,
      value: 0,
      power: 0,
    };
  const filtersOf = (status: PaymentStatus) =>
    status === 'received'
      ? { paymentReceivedFrom: period.from, paymentReceivedTo: period.to }
      : { paymentStatus: [status], createdFrom: period.from, createdTo: period.to };

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
                    better="neither"
                    current={totals.value}
                    detail={t('home.kpi.outstandingCount', { count: totals.count })}
                    href={links.list({ type: 'order', filters: filtersOf(status) })}
                  />
                );
              })
            : SHOWN.map(({ status }) => <KpiSkeleton key={status} />)}
        </KpiList>
      )}
    </HomeSection>
  );
}
