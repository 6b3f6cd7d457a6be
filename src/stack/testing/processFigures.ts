import type { CallLogEntry } from '../../sandbox/callLog';

/** The greatest number of vendor calls inside any rolling hour of the call log. */
export function busiestHour(calls: CallLogEntry[]): number {
  const times = calls.map((call) => Date.parse(call.at)).sort((a, b) => a - b);
  let most = 0;
  let start = 0;
  for (let end = 0; end < times.length; end += 1) {
    while ((times[end] ?? 0) - (times[start] ?? 0) >= 3_600_000) start += 1;
    most = Math.max(most, end - start + 1);
  }
  return most;
}

export interface Figures {
  'events lost': number;
  'writes lost': number;
  'writes duplicated': number;
  'upstream overruns': number;
  '5xx served': number;
  '503s while the database was down': number;
}

export function printFigures(suite: string, figures: Figures) {
  console.log(`\n${suite}`);
  console.table(Object.entries(figures).map(([figure, value]) => ({ figure, value })));
}
