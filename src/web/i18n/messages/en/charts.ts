import type { TranslationOf } from '../../dictionary';
import type { chartsPtBR } from '../pt-BR/charts';

export const chartsEn: TranslationOf<typeof chartsPtBR> = {
  'charts.absent': '—',
  'charts.days': { one: '{days} day', other: '{days} days' },
  'charts.tableCaption': 'Data of “{title}”',
  'charts.showTable': 'Show the table of “{title}”',
  'charts.hideTable': 'Hide the table of “{title}”',
  'charts.showTableShort': 'Table',
  'charts.hideTableShort': 'Hide table',
  'charts.downloadCsv': 'Download CSV of “{title}”',
  'charts.cellLink': '{row} — {column}: {value}',
  'charts.empty': 'Nothing in this period with these filters.',
  'charts.kpi.previous': 'Before: {value}',
  'charts.kpi.up': 'Up {change} on the previous period',
  'charts.kpi.down': 'Down {change} on the previous period',
  'charts.kpi.better': 'Better by {change} than the previous period',
  'charts.kpi.worse': 'Worse by {change} than the previous period',
  'charts.kpi.points': '{points} percentage points',
  'charts.kpi.same': 'Same as the previous period',
  'charts.kpi.noBase': 'No base in the previous period',
  'charts.map.less': 'Less',
  'charts.map.more': 'More',
};
