import { Counter, Gauge, Histogram, Registry } from 'prom-client';

export { Counter, Gauge, Histogram } from 'prom-client';

/** Latency buckets in seconds, from a cache hit to a slow vendor write. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * Painel's Prometheus series on prom-client, in a registry of their own (never prom-client's
 * global one), so two apps in one process, as in tests, each expose only their own.
 *
 * Collectors read a source of truth (the governor's ledger, the inbox) once per scrape and set
 * several gauges from it; prom-client's per-metric `collect` would read it once per gauge, and one
 * failing `collect` fails the whole scrape. Here a failing collector leaves its gauges as last set
 * and is reported, and the rest still renders.
 */
export class MetricsRegistry {
  readonly prometheus = new Registry();
  private readonly collectors: Array<() => Promise<void> | void> = [];

  counter<L extends string = never>(name: string, help: string, labelNames: readonly L[] = []): Counter<L> {
    return new Counter({ name, help, labelNames, registers: [this.prometheus] });
  }

  gauge<L extends string = never>(name: string, help: string, labelNames: readonly L[] = []): Gauge<L> {
    return new Gauge({ name, help, labelNames, registers: [this.prometheus] });
  }

  histogram<L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    buckets: readonly number[] = LATENCY_BUCKETS,
  ): Histogram<L> {
    return new Histogram({ name, help, labelNames, buckets: [...buckets], registers: [this.prometheus] });
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
    return { text: await this.prometheus.metrics(), failures };
  }

  get contentType(): string {
    return this.prometheus.contentType;
  }
}
