/** One measured figure of `npm run bench`, printed beside its target and same-run baseline. */
export interface Figure {
  /** What was measured, e.g. "sandbox: 50-record page from 100,000 records, p50". */
  name: string;
  value: number;
  unit: string;
  /** The target this figure must meet, e.g. { below: 20 } for "under 20". */
  target?: { below: number } | { above: number };
  /** The same work measured in the same run without Painel, for a ratio. */
  baseline?: { label: string; value: number };
  note?: string;
}

export interface BenchCase {
  /** Short group name shown in the table. */
  group: string;
  run(): Promise<Figure[]>;
}

export function meetsTarget(figure: Figure): boolean | undefined {
  if (!figure.target) return undefined;
  return 'below' in figure.target ? figure.value < figure.target.below : figure.value > figure.target.above;
}

/** Percentile of already-collected samples (nearest-rank). */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}
