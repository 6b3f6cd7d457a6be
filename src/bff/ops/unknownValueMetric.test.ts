import { describe, expect, it } from 'vitest';
import { readRequestRecord } from '../../contract/upstream/readRequestRecord';
import { readWebhookBody } from '../../contract/upstream/webhook';
import { MetricsRegistry } from './metrics';
import { countUnknownValues, unknownValueField } from './unknownValueMetric';

describe('unknown vendor values in /metrics', () => {
  it('counts each kept unknown value by field, whatever read met it, until stopped', async () => {
    const registry = new MetricsRegistry();
    const stop = countUnknownValues(registry);
    try {
      readRequestRecord({ products: [{ type: 'battery' }, { type: 'module' }, { type: 'cable' }] });
      readWebhookBody({ event: 'order.updated', data: { payment: { status: 'refunded' } } });
    } finally {
      stop();
    }
    readRequestRecord({ products: [{ type: 'battery' }] });
    const { text } = await registry.render();
    expect(text).toContain('painel_upstream_unknown_values_total{field="products[].type"} 2');
    expect(text).toContain('painel_upstream_unknown_values_total{field="payment.status"} 1');
  });

  it('names the field without positions or the webhook prefix', () => {
    expect(unknownValueField({ path: '[7].products[0].type' })).toBe('products[].type');
    expect(unknownValueField({ path: 'data.payment.status' })).toBe('payment.status');
  });
});
