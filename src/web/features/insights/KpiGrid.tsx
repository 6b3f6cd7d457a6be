import type { Insights } from '../../../contract/api/insights';
import { Kpi, KpiList } from '../../components/charts/Kpi';
import { useT } from '../../i18n/useT';
import { FigureLink } from '../../components/charts/FigureLink';
import { drillHref, receivedInPeriodHref } from './insightsLinks';
import type { InsightsSearch } from './insightsSearch';

/** The period's headline figures, each against the previous period and each a link to its list. */
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
      cols={{ base: 1, xs: 2, md: 3, lg: 5 }}
      label={t('insights.kpi.label')}
      data-previous-period={`${ordersBefore.from}/${ordersBefore.to}`}
    >
      <Kpi
        label={t('insights.kpi.ordersValue')}
        kind="money"
        current={orders.current.totals.value}
        previous={orders.previous.totals.value}
        href={ordersNow}
      />
      <Kpi
        label={t('insights.kpi.ordersCount')}
        kind="count"
        current={orders.current.totals.count}
        previous={orders.previous.totals.count}
        href={ordersNow}
      />
      <Kpi
        label={t('insights.kpi.power')}
        kind="power"
        current={orders.current.totals.power}
        previous={orders.previous.totals.power}
        href={ordersNow}
      />
      <Kpi
        label={t('insights.kpi.budgetsValue')}
        kind="money"
        current={budgets.current.totals.value}
        previous={budgets.previous.totals.value}
        href={budgetsNow}
      />
      <Kpi
        label={t('insights.kpi.budgetsCount')}
        kind="count"
        current={budgets.current.totals.count}
        previous={budgets.previous.totals.count}
        href={budgetsNow}
      />
      <Kpi
        label={t('insights.kpi.conversionRate')}
        kind="rate"
        current={conversion.current.rate}
        previous={conversion.previous.rate}
        detail={
          <>
            <FigureLink
              href={drillHref(search, 'order', conversion.current.range, { conversion: 'converted' })}
              underline="always"
              c="inherit"
            >
              {t('insights.kpi.convertedOrders', { count: conversion.current.converted })}
            </FigureLink>
            {' · '}
            <FigureLink href={budgetsNow} underline="always" c="inherit">
              {t('insights.kpi.ofBudgets', { count: conversion.current.budgets })}
            </FigureLink>
          </>
        }
      />
      <Kpi
        label={t('insights.kpi.conversionTime')}
        kind="days"
        current={conversion.current.medianDays}
        previous={conversion.previous.medianDays}
      />
      <Kpi
        label={t('insights.kpi.receivedInPeriod')}
        kind="money"
        current={data.payments.receivedInPeriod.value}
        href={receivedInPeriodHref(search, data.type, data.period)}
        detail={t('insights.kpi.receivedInPeriodDetail')}
      />
      <Kpi
        label={t('insights.kpi.outstanding')}
        kind="money"
        current={data.payments.outstanding.value}
        href={drillHref(search, data.type, data.period, { paymentStatus: ['requested', 'partial'] })}
      />
    </KpiList>
  );
}
