import type { Insights } from '../../../contract/api/insights';
import { Kpi, KpiList, TotalKpi } from '../../components/charts/Kpi';
import { useT } from '../../i18n/useT';
import { drillHref, receivedInPeriodHref } from './insightsLinks';
import type { InsightsSearch } from './insightsSearch';

/**
 * The period's headline figures, each against the same span of the previous period and each a
 * link to its list, in rows that fill: orders, then budgets and conversion, then the money.
 */
export function KpiGrid({ data, search }: { data: Insights; search: InsightsSearch }) {
  const t = useT();
  const orders = data.created.order;
  const budgets = data.created.budget;
  const conversion = data.conversion;
  const ordersNow = drillHref(search, 'order', orders.current.range);
  const ordersBefore = orders.previous.range;
  const budgetsNow = drillHref(search, 'budget', budgets.current.range);
  return (
    <KpiList
      cols={{ base: 2, sm: 3, lg: 4, xl: 5 }}
      fillRows
      label={t('insights.kpi.label')}
      data-previous-period={`${ordersBefore.from}/${ordersBefore.to}`}
    >
      <TotalKpi label={t('insights.kpi.ordersValue')} series={orders} total="value" href={ordersNow} />
      <TotalKpi label={t('insights.kpi.ordersCount')} series={orders} total="count" href={ordersNow} />
      <TotalKpi label={t('insights.kpi.power')} series={orders} total="power" href={ordersNow} />
      <TotalKpi label={t('insights.kpi.budgetsValue')} series={budgets} total="value" href={budgetsNow} />
      <TotalKpi label={t('insights.kpi.budgetsCount')} series={budgets} total="count" href={budgetsNow} />
      <Kpi
        label={t('insights.kpi.conversionRate')}
        better="up"
        info={t('insights.kpi.conversionRateInfo')}
        kind="rate"
        current={conversion.current.rate}
        previous={conversion.previous.rate}
        detail={
          <>
            {t('insights.kpi.cohort', {
              count: conversion.current.cohort,
              converted: conversion.current.converted,
            })}
            <br />
            {t('insights.kpi.fromEarlierBudgets', { count: conversion.current.fromEarlierBudgets })}
          </>
        }
      />
      <Kpi
        label={t('insights.kpi.conversionTime')}
        better="down"
        info={t('insights.kpi.conversionTimeInfo')}
        kind="days"
        current={conversion.current.medianDays}
        previous={conversion.previous.medianDays}
      />
      <Kpi
        label={t('insights.kpi.receivedInPeriod')}
        better="up"
        info={t('insights.kpi.receivedInPeriodInfo')}
        kind="money"
        current={data.payments.receivedInPeriod.value}
        href={receivedInPeriodHref(search, data.type, data.period)}
        detail={t('insights.kpi.receivedInPeriodDetail')}
      />
      <Kpi
        label={t(data.type === 'order' ? 'insights.kpi.outstanding' : 'insights.kpi.outstandingBudgets')}
        better="neither"
        info={t('insights.kpi.outstandingInfo')}
        kind="money"
        current={data.payments.outstanding.value}
        href={drillHref(search, data.type, data.period, { paymentStatus: ['requested', 'partial'] })}
      />
    </KpiList>
  );
}
