// `npm run bench`: runs every case, prints one table (figure, target, baseline, ratio, verdict)
// and writes the figures to bench/results/<time>.json for comparison across runs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { benchCases } from './cases/index';
import { type Figure, meetsTarget } from './figure';

function format(value: number, unit: string) {
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  return `${value.toFixed(digits)} ${unit}`;
}

async function main() {
  const only = process.argv.slice(2);
  const cases = only.length > 0 ? benchCases.filter((c) => only.includes(c.group)) : benchCases;
  if (cases.length === 0) {
    console.log('No benchmark cases are registered yet: nothing was measured.');
    return;
  }
  const rows: Array<Figure & { group: string }> = [];
  for (const benchCase of cases) {
    console.error(`measuring ${benchCase.group}...`);
    for (const figure of await benchCase.run()) rows.push({ group: benchCase.group, ...figure });
  }

  const table = rows.map((row) => {
    const verdict = meetsTarget(row);
    return {
      group: row.group,
      figure: row.name,
      value: format(row.value, row.unit),
      target: row.target ? ('below' in row.target ? `< ${row.target.below}` : `> ${row.target.above}`) : '',
      baseline: row.baseline ? `${row.baseline.label}: ${format(row.baseline.value, row.unit)}` : '',
      ratio:
        row.baseline && row.baseline.value !== 0 ? `${(row.value / row.baseline.value).toFixed(2)}x` : '',
      verdict: verdict === undefined ? '' : verdict ? 'meets' : 'MISSES',
    };
  });
  const columns = Object.keys(table[0] ?? {}) as Array<keyof (typeof table)[number]>;
  const widths = columns.map((column) => Math.max(column.length, ...table.map((row) => row[column].length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(line(columns));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of table) console.log(line(columns.map((column) => row[column])));

  mkdirSync('bench/results', { recursive: true });
  const file = `bench/results/${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), node: process.version, rows }, null, 2));
  console.log(`\nfigures written to ${file}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
