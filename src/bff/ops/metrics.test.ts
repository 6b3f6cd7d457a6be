import { describe, expect, it } from 'vitest';
import { MetricsRegistry } from './metrics';

describe('the Prometheus registry (prom-client)', () => {
  it('writes counters, gauges and histograms in the text exposition format', async () => {
    const registry = new MetricsRegistry();
    const calls = registry.counter('calls_total', 'Calls made.', ['outcome']);
    const circuit = registry.gauge('circuit_open', 'Open or not.');
    const latency = registry.histogram('latency_seconds', 'Latency.', ['route'], [0.1, 1]);
    calls.inc({ outcome: 'ok' });
    calls.inc({ outcome: 'ok' }, 2);
    calls.inc({ outcome: 'say "hi"\n\\' });
    registry.onCollect(() => circuit.set(1));
    latency.observe({ route: '/a' }, 0.05);
    latency.observe({ route: '/a' }, 0.5);
    latency.observe({ route: '/a' }, 3);
    const { text, failures } = await registry.render();
    expect(failures).toEqual([]);
    // prom-client's exposition: a blank line between families, `le` first among a bucket's labels.
    expect(text).toBe(
      [
        '# HELP calls_total Calls made.',
        '# TYPE calls_total counter',
        'calls_total{outcome="ok"} 3',
        'calls_total{outcome="say \\"hi\\"\\n\\\\"} 1',
        '',
        '# HELP circuit_open Open or not.',
        '# TYPE circuit_open gauge',
        'circuit_open 1',
        '',
        '# HELP latency_seconds Latency.',
        '# TYPE latency_seconds histogram',
        'latency_seconds_bucket{le="0.1",route="/a"} 1',
        'latency_seconds_bucket{le="1",route="/a"} 2',
        'latency_seconds_bucket{le="+Inf",route="/a"} 3',
        'latency_seconds_sum{route="/a"} 3.55',
        'latency_seconds_count{route="/a"} 3',
        '',
      ].join('\n'),
    );
  });

  it('refuses wrong labels, a counter going down and a name twice', () => {
    const registry = new MetricsRegistry();
    const calls = registry.counter('calls_total', 'Calls made.', ['outcome']);
    // @ts-expect-error: the label is not one of the counter's
    expect(() => calls.inc({ result: 'ok' })).toThrow(/label/);
    expect(() => calls.inc({ outcome: 'ok' }, -1)).toThrow(/not possible to decrease/);
    expect(() => registry.counter('calls_total', 'Again.')).toThrow(/already been registered/);
    expect(() => registry.gauge('bad name', 'x')).toThrow(/Invalid metric name/);
  });

  it('keeps the series of two registries in one process apart', async () => {
    const first = new MetricsRegistry();
    const second = new MetricsRegistry();
    first.counter('calls_total', 'Calls made.').inc();
    second.counter('calls_total', 'Calls made.').inc(5);
    expect((await first.render()).text).toContain('calls_total 1');
    expect((await second.render()).text).toContain('calls_total 5');
    expect(first.contentType).toBe('text/plain; version=0.0.4; charset=utf-8');
  });

  it('reports a failing collector and still renders the rest', async () => {
    const registry = new MetricsRegistry();
    registry.gauge('up', 'Up.').set(1);
    registry.onCollect(() => {
      throw new Error('database down');
    });
    const { text, failures } = await registry.render();
    expect(failures).toHaveLength(1);
    expect(text).toContain('up 1');
  });
});
