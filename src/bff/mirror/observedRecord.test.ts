import { describe, expect, it } from 'vitest';
import { mergePartialRecord, withoutWebhookOnlyFields } from './observedRecord';

describe('what the mirror keeps of an observed record', () => {
  it('merges objects field by field and replaces arrays and other values', () => {
    const stored = {
      dealStatus: 'Novo',
      payment: { status: 'requested', type: 'pix', condition: { name: '10x', value: 2 } },
      products: [{ code: 'A' }, { code: 'B' }],
    };
    const merged = mergePartialRecord(stored, {
      dealStatus: 'Pago',
      payment: { status: 'received', condition: { value: 3 } },
      products: [{ code: 'C' }],
    });
    expect(merged).toEqual({
      dealStatus: 'Pago',
      payment: { status: 'received', type: 'pix', condition: { name: '10x', value: 3 } },
      products: [{ code: 'C' }],
    });
    expect(stored.payment.status).toBe('requested');
  });

  it('keeps an own "__proto__" key as data', () => {
    const merged = mergePartialRecord({}, JSON.parse('{"__proto__": {"polluted": true}}')) as object;
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('leaves out the fields only a webhook carries, without touching the input', () => {
    const webhook = {
      code: '1',
      type: 'order' as const,
      lastUpdate: '2025-01-01T00:00:00.000Z',
      payment: { status: 'received' as const, showConditionsRule: 'x', condition: { _id: 'c', name: '10x' } },
    };
    expect(withoutWebhookOnlyFields(webhook)).toEqual({
      code: '1',
      payment: { status: 'received', condition: { name: '10x' } },
    });
    expect(webhook.payment.condition._id).toBe('c');
  });
});
