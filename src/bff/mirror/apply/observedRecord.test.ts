import { describe, expect, it } from 'vitest';
import { fullV2Record } from '../../../contract/upstream/fixtures';
import { readWebhookBody } from '../../../contract/upstream/webhook';
import { diffRecords } from './diffRecords';
import { mergePartialRecord, withoutWebhookOnlyFields } from './observedRecord';

/** What a webhook delivering `data` leaves in the mirror over the documented full record. */
function afterDelivery(data: Record<string, unknown>): Record<string, unknown> {
  const read = readWebhookBody({ event: 'order.updated', data });
  return mergePartialRecord(fullV2Record, withoutWebhookOnlyFields(read.data)) as Record<string, unknown>;
}

const changesOf = (data: Record<string, unknown>) => diffRecords(fullV2Record, afterDelivery(data));

describe('a webhook delivery updates only what it carries (one case per shape of the spec table)', () => {
  it('top-level values: the carried ones change, the rest stay', () => {
    expect(
      changesOf({
        id: fullV2Record.id,
        name: 'Kit renomeado',
        code: fullV2Record.code,
        kind: fullV2Record.kind,
        totalPower: fullV2Record.totalPower,
        dealStatus: fullV2Record.dealStatus,
        stockStatus: fullV2Record.stockStatus,
        originalValue: fullV2Record.originalValue,
        finalValue: fullV2Record.finalValue,
      }),
    ).toEqual([{ field: 'name', from: fullV2Record.name, to: 'Kit renomeado' }]);
  });

  it('type and lastUpdate belong to the delivery, not the record', () => {
    expect(changesOf({ type: 'order', lastUpdate: '2030-01-01T00:00:00.000Z' })).toEqual([]);
  });

  it('responsible: name, surname, cellphone and email only, the rest of the person stays', () => {
    const responsible = fullV2Record.responsible ?? {};
    // One change of the whole person (diffRecords), the fields the delivery lacks kept from before.
    expect(changesOf({ responsible: { name: 'Carla', surname: responsible.surname } })).toEqual([
      { field: 'responsible', from: responsible, to: { ...responsible, name: 'Carla' } },
    ]);
  });

  it('company: address field by field, nullable cpf as absent, mainContact merged', () => {
    const company = fullV2Record.company ?? {};
    expect(
      changesOf({
        company: {
          address: { city: 'Campinas' },
          companyName: company.companyName,
          cpf: null,
          mainContact: { email: 'novo@example.com' },
        },
      }),
    ).toEqual([
      { field: 'company.address.city', from: company.address?.city, to: 'Campinas' },
      { field: 'company.mainContact.email', from: company.mainContact?.email, to: 'novo@example.com' },
    ]);
  });

  it('products: matched by productCode, each keeping what the delivery lacks (dimensions, structure)', () => {
    const stored = fullV2Record.products ?? [];
    const delivered = [...stored]
      .reverse()
      .map(({ productCode, type, name, quantity, singlePrice, totalPrice, center }) => ({
        productCode,
        type,
        name,
        quantity: productCode === 'MOD-550' ? 20 : quantity,
        singlePrice,
        totalPrice,
        center,
      }));
    const after = afterDelivery({ products: delivered });
    const products = after.products as typeof stored;
    expect(products.map((item) => item.productCode)).toEqual(stored.map((item) => item.productCode));
    expect(products[0]).toEqual({ ...stored[0], quantity: 20 });
    expect(products.slice(1)).toEqual(stored.slice(1));
  });

  it('products: a product the delivery leaves out stays, a new one is added at the end', () => {
    const stored = fullV2Record.products ?? [];
    const after = afterDelivery({
      products: [{ productCode: 'BAT-1', type: 'extraItem', name: 'Bateria', quantity: 2 }],
    });
    expect(after.products).toEqual([
      ...stored,
      { productCode: 'BAT-1', type: 'extraItem', name: 'Bateria', quantity: 2 },
    ]);
  });

  it('products without a code are matched by position, when the stored one has no code either', () => {
    const merged = mergePartialRecord(
      {
        products: [
          { name: 'A', quantity: 1, structure: { name: 'S' } },
          { productCode: 'B', quantity: 1 },
        ],
      },
      { products: [{ quantity: 3 }, { quantity: 9 }] },
    );
    expect(merged).toEqual({
      products: [
        { name: 'A', quantity: 3, structure: { name: 'S' } },
        { productCode: 'B', quantity: 1 },
        { quantity: 9 },
      ],
    });
  });

  it('payment: status and condition merged field by field; webhook-only details left out', () => {
    const payment = fullV2Record.payment ?? {};
    expect(
      changesOf({
        payment: {
          type: payment.type,
          status: 'received',
          showConditionsRule: 'x',
          condition: { _id: 'c1', value: payment.condition?.value, quantityOfInstallments: 12 },
          description: payment.description,
          files: [],
        },
      }),
    ).toEqual([
      {
        field: 'payment.condition.quantityOfInstallments',
        from: payment.condition?.quantityOfInstallments,
        to: 12,
      },
      { field: 'payment.status', from: payment.status, to: 'received' },
    ]);
  });

  it('an empty delivery changes nothing, and nulls never erase', () => {
    expect(changesOf({})).toEqual([]);
    expect(changesOf({ name: null, responsible: null, products: null, payment: { status: null } })).toEqual(
      [],
    );
  });
});

describe('what the mirror keeps of an observed record', () => {
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
