import type { Governor } from '../governor/governor';
import { type Counter, type Histogram, MetricsRegistry } from './metrics';

/** The series Painel exposes at /metrics; other parts add theirs through `registry`. */
export interface PainelMetrics {
  registry: MetricsRegistry;
  /** Labels: method, route (the route's pattern, never the raw URL), status. */
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  /** Labels: operation, priority, outcome (ok, refused, circuit-open, rate-limited, rejected, ...). */
  upstreamCalls: Counter<'operation' | 'priority' | 'outcome'>;
  /** Labels: operation. Vendor fields that did not match the contract and were left out. */
  unreadableFields: Counter<'operation'>;
}

export function createPainelMetrics(): PainelMetrics {
  const registry = new MetricsRegistry();
  const httpDuration = registry.histogram(
    'painel_http_request_duration_seconds',
    'Time from receiving a request to sending the whole answer, by route pattern, method and status.',
    ['method', 'route', 'status'],
  );
  const upstreamCalls = registry.counter(
    'painel_upstream_calls_total',
    'Vendor calls asked for, by operation, governor priority and outcome; refused and circuit-open never reached the vendor.',
    ['operation', 'priority', 'outcome'],
  );
  const unreadableFields = registry.counter(
    'painel_upstream_unreadable_fields_total',
    'Fields of vendor answers that did not match the contract and were left out, by operation.',
    ['operation'],
  );
  const memory = registry.gauge('process_resident_memory_bytes', 'Resident memory of this process in bytes.');
  const heap = registry.gauge('nodejs_heap_used_bytes', 'V8 heap in use in bytes.');
  registry.onCollect(() => {
    const usage = process.memoryUsage();
    memory.set(usage.rss);
    heap.set(usage.heapUsed);
  });
  return { registry, httpDuration, upstreamCalls, unreadableFields };
}

/**
 * The governor's budgets and circuit as gauges, read from the shared ledger at every scrape, so
 * any replica's /metrics shows the budget of all of them together.
 */
export function watchGovernor(registry: MetricsRegistry, governor: Governor): void {
  const usedCalls = registry.gauge(
    'painel_governor_budget_used_calls',
    'Vendor calls counted in the rolling hour, over every backend process.',
  );
  const limitCalls = registry.gauge(
    'painel_governor_budget_limit_calls',
    'Configured vendor calls per rolling hour.',
  );
  const usedSeconds = registry.gauge(
    'painel_governor_budget_used_seconds',
    'Vendor wall time counted in the rolling hour (calls on the wire at their time-out).',
  );
  const limitSeconds = registry.gauge(
    'painel_governor_budget_limit_seconds',
    'Configured vendor wall time per rolling hour, in seconds.',
  );
  const inFlight = registry.gauge(
    'painel_governor_in_flight_calls',
    'Vendor calls on the wire, over every process.',
  );
  const circuitOpen = registry.gauge(
    'painel_governor_circuit_open',
    '1 while the circuit is open after a 429 (no vendor call until an admin resets it), else 0.',
  );
  const idleAllowance = registry.gauge(
    'painel_governor_idle_allowance',
    '1 while no person has asked for a vendor call for a while and background work may fill the budget less the reserve for people (ADR 087), else 0.',
  );
  registry.onCollect(async () => {
    const status = await governor.status();
    usedCalls.set(status.calls.used);
    limitCalls.set(status.calls.limit);
    usedSeconds.set(status.seconds.used);
    limitSeconds.set(status.seconds.limit);
    inFlight.set(status.inFlight);
    circuitOpen.set(status.circuit.state === 'open' ? 1 : 0);
    idleAllowance.set(status.idle?.active ? 1 : 0);
  });
}
