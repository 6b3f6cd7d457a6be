import type { BenchCase, Figure } from './figure';
import { meetsTarget } from './figure';

export type Row = Figure & { group: string };

/** A case that failed twice: its group, the last error and how many attempts were made. */
export interface FailedCase {
  group: string;
  error: string;
  attempts: number;
}

export interface BenchOutcome {
  rows: Row[];
  failures: FailedCase[];
}

function describeError(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return String(error);
}

/**
 * Runs every case; a case that throws is tried once more (a loaded machine, a port taken for a
 * moment), and if it throws again it is recorded as failed with its error while the others go
 * on, so one broken case never hides every other figure.
 */
export async function runCases(
  cases: readonly BenchCase[],
  log: (line: string) => void = (line) => console.error(line),
): Promise<BenchOutcome> {
  const rows: Row[] = [];
  const failures: FailedCase[] = [];
  for (const benchCase of cases) {
    log(`measuring ${benchCase.group}...`);
    let lastError: unknown;
    let figures: Figure[] | undefined;
    let attempts = 0;
    while (figures === undefined && attempts < 2) {
      attempts += 1;
      try {
        figures = await benchCase.run();
      } catch (error) {
        lastError = error;
        log(
          attempts < 2
            ? `${benchCase.group} failed (${error instanceof Error ? error.message : String(error)}); trying once more`
            : `${benchCase.group} failed again; reporting it as failed`,
        );
      }
    }
    if (figures === undefined)
      failures.push({ group: benchCase.group, error: describeError(lastError), attempts });
    else for (const figure of figures) rows.push({ group: benchCase.group, ...figure });
  }
  return { rows, failures };
}

function format(value: number, unit: string) {
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  return `${value.toFixed(digits)} ${unit}`;
}

/** The printed report: one table of every figure (failed cases as FAILED rows), then each error. */
export function formatReport(outcome: BenchOutcome): string {
  const table = outcome.rows.map((row) => {
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
  for (const failure of outcome.failures) {
    table.push({
      group: failure.group,
      figure: `(no figures: failed ${failure.attempts} times, error below)`,
      value: '',
      target: '',
      baseline: '',
      ratio: '',
      verdict: 'FAILED',
    });
  }
  const columns = ['group', 'figure', 'value', 'target', 'baseline', 'ratio', 'verdict'] as const;
  const widths = columns.map((column) => Math.max(column.length, ...table.map((row) => row[column].length)));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  const lines = [line(columns), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`];
  for (const row of table) lines.push(line(columns.map((column) => row[column])));
  for (const failure of outcome.failures) lines.push('', `${failure.group} FAILED:`, failure.error);
  return lines.join('\n');
}
