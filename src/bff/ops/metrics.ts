/**
 * A small Prometheus registry with the text exposition format (version 0.0.4): counters, gauges
 * and histograms with labels, plus collectors that read a value at scrape time (the governor's
 * budget, memory). Written here rather than pulled in as a dependency: Painel needs a dozen
 * series, not a client library.
 */
export type Labels = Readonly<Record<string, string>>;

interface Series {
  labels: Labels;
  value: number;
}

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL = /^[a-zA-Z_][a-zA-Z0-9_]*$/;

function escapeLabel(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');
}

function escapeHelp(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n');
}

function labelText(labels: Labels, extra?: [string, string]): string {
  const pairs = Object.entries(labels);
  if (extra) pairs.push(extra);
  if (pairs.length === 0) return '';
  return `{${pairs.map(([key, value]) => `${key}="${escapeLabel(value)}"`).join(',')}}`;
}

function formatValue(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (value === Infinity) return '+Inf';
  if (value === -Infinity) return '-Inf';
  return String(value);
}

function keyOf(labels: Labels): string {
  return JSON.stringify(Object.entries(labels).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

abstract class Metric {
  constructor(
    readonly name: string,
    readonly help: string,
    readonly type: 'counter' | 'gauge' | 'histogram',
    readonly labelNames: readonly string[],
  ) {
    if (!NAME.test(name)) throw new RangeError(`Invalid metric name ${name}.`);
    for (const label of labelNames) {
      if (!LABEL.test(label) || label === 'le')
        throw new RangeError(`Invalid label name ${label} on ${name}.`);
    }
  }

  protected checkLabels(labels: Labels): Labels {
    const given = Object.keys(labels);
    if (given.length !== this.labelNames.length || !this.labelNames.every((name) => name in labels)) {
      throw new RangeError(`${this.name} takes the labels ${this.labelNames.join(', ') || '(none)'}.`);
    }
    return labels;
  }

  abstract lines(): string[];

  render(): string {
    return [
      `# HELP ${this.name} ${escapeHelp(this.help)}`,
      `# TYPE ${this.name} ${this.type}`,
      ...this.lines(),
    ]
      .join('\n')
      .concat('\n');
  }
}

/** A value that only goes up (resets only with the process). */
export class Counter extends Metric {
  private readonly series = new Map<string, Series>();

  constructor(name: string, help: string, labelNames: readonly string[] = []) {
    super(name, help, 'counter', labelNames);
  }

  inc(labels: Labels = {}, by = 1): void {
    if (!(by >= 0)) throw new RangeError(`${this.name} can only go up.`);
    const key = keyOf(this.checkLabels(labels));
    const current = this.series.get(key);
    if (current) current.value += by;
    else this.series.set(key, { labels: { ...labels }, value: by });
  }

  get(labels: Labels = {}): number {
    return this.series.get(keyOf(labels))?.value ?? 0;
  }

  lines(): string[] {
    return [...this.series.values()].map((s) => `${this.name}${labelText(s.labels)} ${formatValue(s.value)}`);
  }
}

/** A value that goes up and down; set directly or by a collector at scrape time. */
export class Gauge extends Metric {
  private readonly series = new Map<string, Series>();

  constructor(name: string, help: string, labelNames: readonly string[] = []) {
    super(name, help, 'gauge', labelNames);
  }

  set(labels: Labels, value: number): void {
    this.series.set(keyOf(this.checkLabels(labels)), { labels: { ...labels }, value });
  }

  get(labels: Labels = {}): number | undefined {
    return this.series.get(keyOf(labels))?.value;
  }

  lines(): string[] {
    return [...this.series.values()].map((s) => `${this.name}${labelText(s.labels)} ${formatValue(s.value)}`);
  }
}

interface HistogramSeries {
  labels: Labels;
  buckets: number[];
  sum: number;
  count: number;
}

/** Observations counted into cumulative buckets, with their sum and count. */
export class Histogram extends Metric {
  private readonly series = new Map<string, HistogramSeries>();
  private readonly bounds: readonly number[];

  constructor(name: string, help: string, labelNames: readonly string[], bounds: readonly number[]) {
    super(name, help, 'histogram', labelNames);
    this.bounds = [...bounds].sort((a, b) => a - b);
  }

  observe(labels: Labels, value: number): void {
    const key = keyOf(this.checkLabels(labels));
    let series = this.series.get(key);
    if (!series) {
      series = { labels: { ...labels }, buckets: this.bounds.map(() => 0), sum: 0, count: 0 };
      this.series.set(key, series);
    }
    for (let i = 0; i < this.bounds.length; i += 1) {
      if (value <= (this.bounds[i] ?? Infinity)) series.buckets[i] = (series.buckets[i] ?? 0) + 1;
    }
    series.sum += value;
    series.count += 1;
  }

  count(labels: Labels): number {
    return this.series.get(keyOf(labels))?.count ?? 0;
  }

  lines(): string[] {
    const out: string[] = [];
    for (const series of this.series.values()) {
      this.bounds.forEach((bound, i) => {
        out.push(
          `${this.name}_bucket${labelText(series.labels, ['le', formatValue(bound)])} ${series.buckets[i] ?? 0}`,
        );
      });
      out.push(`${this.name}_bucket${labelText(series.labels, ['le', '+Inf'])} ${series.count}`);
      out.push(`${this.name}_sum${labelText(series.labels)} ${formatValue(series.sum)}`);
      out.push(`${this.name}_count${labelText(series.labels)} ${series.count}`);
    }
    return out;
  }
}

/** Latency buckets in seconds, from a cache hit to a slow vendor write. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export class MetricsRegistry {
  private readonly metrics = new Map<string, Metric>();
  private readonly collectors: Array<() => Promise<void> | void> = [];

  counter(name: string, help: string, labelNames: readonly string[] = []): Counter {
    return this.register(new Counter(name, help, labelNames));
  }

  gauge(name: string, help: string, labelNames: readonly string[] = []): Gauge {
    return this.register(new Gauge(name, help, labelNames));
  }

  histogram(name: string, help: string, labelNames: readonly string[], bounds = LATENCY_BUCKETS): Histogram {
    return this.register(new Histogram(name, help, labelNames, bounds));
  }

  /** Runs before every scrape, to set gauges from a source of truth (a failing one is skipped). */
  onCollect(collector: () => Promise<void> | void): void {
    this.collectors.push(collector);
  }

  /** The text exposition; collectors that fail leave their gauges as last set and are reported. */
  async render(): Promise<{ text: string; failures: unknown[] }> {
    const failures: unknown[] = [];
    for (const collector of this.collectors) {
      try {
        await collector();
      } catch (error) {
        failures.push(error);
      }
    }
    const text = [...this.metrics.values()].map((metric) => metric.render()).join('');
    return { text, failures };
  }

  private register<T extends Metric>(metric: T): T {
    if (this.metrics.has(metric.name)) throw new RangeError(`The metric ${metric.name} exists already.`);
    this.metrics.set(metric.name, metric);
    return metric;
  }
}

export const PROMETHEUS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';
