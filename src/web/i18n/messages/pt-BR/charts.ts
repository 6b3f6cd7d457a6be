import type { Dictionary } from '../../dictionary';

/** Figures of a report (src/web/components/charts): their tables, CSV and empty state. */
export const chartsPtBR = {
  'charts.absent': '—',
  'charts.days': { one: '{days} dia', other: '{days} dias' },
  'charts.tableCaption': 'Dados de “{title}”',
  'charts.showTable': 'Mostrar a tabela de “{title}”',
  'charts.hideTable': 'Ocultar a tabela de “{title}”',
  'charts.showTableShort': 'Tabela',
  'charts.hideTableShort': 'Ocultar tabela',
  'charts.downloadCsv': 'Baixar CSV de “{title}”',
  'charts.cellLink': '{row} — {column}: {value}',
  'charts.empty': 'Nada neste período com estes filtros.',
  'charts.kpi.previous': 'Antes: {value}',
  'charts.kpi.up': 'Alta de {change} sobre o período anterior',
  'charts.kpi.down': 'Queda de {change} sobre o período anterior',
  'charts.kpi.better': 'Melhorou {change} sobre o período anterior',
  'charts.kpi.worse': 'Piorou {change} sobre o período anterior',
  'charts.kpi.points': '{points} pontos percentuais',
  'charts.kpi.same': 'Igual ao período anterior',
  'charts.kpi.noBase': 'Sem base no período anterior',
  'charts.map.less': 'Menos',
  'charts.map.more': 'Mais',
} satisfies Dictionary;
