import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENTS } from './enums';
import { readWebhookBody, webhookBody } from './webhook';
import { ROOT_PATH } from './tolerant';

const orderCreatedData = {
  id: 'o1',
  name: 'Kit 8 kWp',
  code: 'ORD-1',
  kind: 'ongrid',
  type: 'order',
  totalPower: 8.2,
  dealStatus: 'Novo',
  stockStatus: 'Em estoque',
  originalValue: 25000,
  finalValue: 24500,
  responsible: { name: 'Bruno', surname: 'Lima', cellphone: '(21) 99876-5432', email: 'bruno@example.com' },
  company: {
    address: {
      CEP: '01310-100',
      patio: 'Av. Paulista',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      number: '1000',
    },
    companyName: 'Sol Forte Energia Ltda',
    fantasyName: 'Sol Forte',
    cpf: null,
    cnpj: '12.345.678/0001-90',
    mainContact: { name: 'Carla', surname: 'Dias', cellphone: '(31) 91234-5678', email: 'carla@example.com' },
  },
  products: [
    {
      productCode: 'MOD-550',
      type: 'module',
      name: 'Módulo',
      quantity: 15,
      singlePrice: 900,
      totalPrice: 13500,
      center: { name: 'CD', code: 'CPS' },
    },
  ],
  payment: {
    type: 'pix',
    showConditionsRule: 'always',
    condition: {
      _id: 'c1',
      name: 'À vista',
      quantityOfInstallments: 1,
      conditionType: 'decrease',
      modifierType: 'fixed',
      value: 100,
    },
    status: 'notRequested',
    description: '',
    files: [],
  },
  lastUpdate: '2024-03-05T09:00:00.000Z',
};

describe('webhook bodies', () => {
  it('reads the documented order.created body in full', () => {
    const body = { event: 'order.created', data: orderCreatedData };
    const read = readWebhookBody(body);
    // The nullable cpf reads as absent, like every null.
    const { cpf, ...company } = orderCreatedData.company;
    expect(cpf).toBeNull();
    expect(read).toEqual({
      kind: 'order.created',
      event: 'order.created',
      data: { ...orderCreatedData, company },
      unreadable: [],
    });
    expect(read.data.payment?.condition?._id).toBe('c1');
    expect(read.data.payment?.showConditionsRule).toBe('always');
    expect(webhookBody.parse(body)).toEqual(body);
  });

  it('reads each of the four event kinds', () => {
    for (const event of WEBHOOK_EVENTS) {
      const data = {
        id: 'x1',
        code: 'C-1',
        type: event.startsWith('order') ? 'order' : 'budget',
        tags: ['vip'],
      };
      expect(readWebhookBody({ event, data })).toEqual({ kind: event, event, data, unreadable: [] });
      expect(webhookBody.safeParse({ event, data }).success).toBe(true);
    }
  });

  it('keeps an unknown event kind as "unknown", reports it, and still reads the data', () => {
    const read = readWebhookBody({ event: 'company.created', data: { id: 'co1', cnpj: '1' } });
    expect(read.kind).toBe('unknown');
    expect(read.event).toBe('company.created');
    expect(read.data).toEqual({ id: 'co1', cnpj: '1' });
    expect(read.unreadable).toEqual([
      { path: 'event', received: 'company.created', problem: 'Unknown event kind' },
    ]);
    expect(webhookBody.safeParse({ event: 'company.created', data: {} }).success).toBe(false);
  });

  it('reports a missing or non-text event and a body that is not an object', () => {
    expect(readWebhookBody({ data: { id: 'a' } })).toMatchObject({
      kind: 'unknown',
      data: { id: 'a' },
      unreadable: [{ path: 'event', problem: 'Missing event kind' }],
    });
    const numeric = readWebhookBody({ event: 7, data: {} });
    expect(numeric.kind).toBe('unknown');
    expect(numeric.unreadable.map((field) => field.path)).toEqual(['event']);
    const notObject = readWebhookBody('order.created');
    expect(notObject).toMatchObject({ kind: 'unknown', data: {} });
    expect(notObject.unreadable.map((field) => field.path)).toEqual([ROOT_PATH]);
  });

  it('reads data tolerantly: a bad field goes, the delivery stays', () => {
    const read = readWebhookBody({
      event: 'order.updated',
      data: { id: 'o1', type: 'invoice', payment: { status: 'weird', condition: { _id: 5 } } },
    });
    expect(read.kind).toBe('order.updated');
    // An unknown payment status is kept as received; the request type is a closed set.
    expect(read.data).toEqual({ id: 'o1', payment: { status: 'weird', condition: {} } });
    expect(read.unreadable.map((field) => field.path)).toEqual(['data.type', 'data.payment.condition._id']);
  });
});
