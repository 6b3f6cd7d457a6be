import { UFS } from '../../../../contract/upstream/enums';
import { ChartWithTable } from '../../../components/charts/ChartWithTable';
import { useFigureFormat } from '../../../components/charts/useFigureFormat';
import { UfTileMap } from '../../../components/charts/UfTileMap';
import { useLocale } from '../../../i18n/useLocale';
import { useT } from '../../../i18n/useT';
import { formatNumber } from '../../../lib/format/formatNumber';
import { UF_NAMES } from '../../../lib/vocabulary/ufNames';
import { drillHref } from '../insightsLinks';
import type { InsightsSearch } from '../insightsSearch';
import type { Insights } from '../../../../contract/api/insights';

/** The 27 UFs: a tile map shaded by value, each tile its list, and the same numbers in a table. */
export function UfFigure({ data, search }: { data: Insights; search: InsightsSearch }) {
  const t = useT();
  const { locale } = useLocale();
  const format = useFigureFormat();
  const byUf = new Map(data.byUf.rows.map((row) => [row.uf, row]));
  const countText = (count: number) =>
    t(data.type === 'order' ? 'insights.count.order' : 'insights.count.budget', { count });
  const rows = UFS.map((uf) => {
    const row = byUf.get(uf) ?? { uf, count: 0, value: 0, power: 0 };
    const href = drillHref(search, data.type, data.period, { uf: [uf] });
    return {
      uf,
      href,
      row,
      figure: {
        id: uf,
        cells: { uf: `${uf} · ${UF_NAMES[uf]}`, count: row.count, value: row.value, power: row.power },
        links: { uf: href, count: href, value: href },
      },
    };
  }).sort((a, b) => b.row.value - a.row.value || a.uf.localeCompare(b.uf));
  const without = data.byUf.withoutUf;
  return (
    <ChartWithTable
      title={t('insights.map.title')}
      description={t('insights.map.description')}
      fileName={`ufs-${data.type}-${data.period.from}-${data.period.to}`}
      empty={rows.every((entry) => entry.row.count === 0) && without.count === 0}
      chartAccessible
      chart={
        <UfTileMap
          label={t('insights.map.label')}
          tiles={rows.map((entry) => ({
            uf: entry.uf,
            value: entry.row.value,
            href: entry.href,
            // The tile holds about seven characters beside its UF at 1280 px: the amount in two
            // figures without its currency (the map is of value; its title and the table say so).
            short:
              entry.row.count === 0
                ? ''
                : formatNumber(entry.row.value, locale, { notation: 'compact', maximumSignificantDigits: 2 }),
            description: `${format('money', entry.row.value)} · ${countText(entry.row.count)}`,
          }))}
        />
      }
      columns={[
        { key: 'uf', label: t('insights.col.uf'), kind: 'text' },
        { key: 'count', label: t('insights.col.count'), kind: 'count' },
        { key: 'value', label: t('insights.col.value'), kind: 'money' },
        { key: 'power', label: t('insights.col.power'), kind: 'power' },
      ]}
      rows={rows.map((entry) => entry.figure)}
      footer={
        without.count > 0
          ? [
              {
                id: 'without',
                cells: {
                  uf: t('insights.map.withoutUf'),
                  count: without.count,
                  value: without.value,
                  power: without.power,
                },
              },
            ]
          : []
      }
    />
  );
}
