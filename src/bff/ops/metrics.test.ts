import { describe, expect, it } from 'vitest';
import { MetricsRegistry } from './metrics';

describe('the Prometheus registry', () => {
  it('writes counters, gauges and histograms in the text exposition format', async () => {
    const registry = new MetricsRegistry();
    const calls = registry.counter('calls_total', 'Calls made.', ['outcome']);
    const circuit = registry.gauge('circuit_open', 'Open or not.');
    const latency = registry.histogram('latency_seconds', 'Latency.', ['route'], [0.1, 1]);
    calls.inc({ outcome: 'ok' });
    calls.inc({ outcome: 'ok' }, 2);
    calls.inc({ outcome: 'say "hi"\n\\' });
    registry.onCollect(() => circuit.set({}, 1));
    latency.observe({ route: '/a' }, 0.05);
    latency.observe({ route: '/a' }, 0.5);
    latency.observe({ route: '/a' }, 3);
    const { text, failures } = await registry.render();
    expect(failures).toEqual([]);
    expect(text).toBe(
      [
        '# HELP calls_total Calls made.',
        '# TYPE calls_total counter',
        'calls_total{outcome="ok"} 3',
        'calls_total{outcome="say \\"hi\\"\\n\\\\"} 1',
        '# HELP circuit_open Open or not.',
        '# TYPE circuit_open gauge',
        'circuit_open 1',
        '# HELP latency_seconds Latency.',
        '# TYPE latency_seconds histogram',
        'latency_seconds_bucket{route="/a",le="0.1"} 1',
        'latency_seconds_bucket{route="/a",le="1"} 2',
        'latency_seconds_bucket{route="/a",le="+Inf"} 3',
        'latency_seconds_sum{route="/a"} 3.55',
        'latency_seconds_count{route="/a"} 3',
        '',
      ].join('\n'),
    );
  });

  it('refuses wrong labels, a counter going down and a name twice', () => {
    const registry = new MetricsRegistry();
    const calls = registry.counter('calls_total', 'Calls made.', ['outcome']);
    expect(() => calls.inc({})).toThrow(/takes the labels outcome/);
    expect(() => calls.inc({ outcome: 'ok' }, -1)).toThrow(/only go up/);
    expect(() => registry.counter('calls_total', 'Again.')).toThrow(/exists already/);
    expect(() => registry.gauge('bad name', 'x')).toThrow(/Invalid metric name/);
  });

  it('reports a failing collector and still renders the rest', async () => {
    const registry = new MetricsRegistry();
    registry.gauge('up', 'Up.').set({}, 1);
    registry.onCollect(() => {
      throw new Error('database down');
    });
    const { text, failures } = await registry.render();
    expect(failures).toHaveLength(1);
    expect(text).toContain('up 1');
  });
});
