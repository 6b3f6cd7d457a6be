import { describe, expect, it } from 'vitest';
import * as enums from './enums';

// Each closed set of the spec with its schema, the values copied from the vendor's API document (docs/vendor-api.md).
const sets = [
  [enums.REQUEST_TYPES, enums.requestTypeSchema, ['order', 'budget']],
  [enums.API_VERSIONS, enums.apiVersionSchema, ['v1', 'v2']],
  [
    enums.PRODUCT_TYPES,
    enums.productTypeSchema,
    ['module', 'inverter', 'stringBox', 'complementaryEquipment', 'extraItem'],
  ],
  [
    enums.PAYMENT_TYPES,
    enums.paymentTypeSchema,
    ['pix', 'boleto', 'debito', 'credito', 'financiamento', 'other'],
  ],
  [
    enums.PAYMENT_STATUSES,
    enums.paymentStatusSchema,
    ['notRequested', 'requested', 'received', 'cancelled', 'partial'],
  ],
  [
    enums.WRITABLE_PAYMENT_STATUSES,
    enums.writablePaymentStatusSchema,
    ['notRequested', 'requested', 'received', 'cancelled'],
  ],
  [
    enums.PAYMENT_UPDATE_STATUSES,
    enums.paymentUpdateStatusSchema,
    [
      'notRequested',
      'requested',
      'received',
      'cancelled',
      'aguardando envio',
      'pagamento enviado',
      'pagamento recebido',
      'pagamento cancelado',
    ],
  ],
  [enums.CONDITION_TYPES, enums.conditionTypeSchema, ['notUpdate', 'increase', 'decrease']],
  [enums.MODIFIER_TYPES, enums.modifierTypeSchema, ['percentage', 'fixed']],
  [
    enums.TRANSACTION_STATUSES,
    enums.transactionStatusSchema,
    ['pending', 'pre_approved', 'approved', 'canceled', 'voided', 'failed', 'unknown'],
  ],
  [
    enums.CUSTOM_DATA_TYPES,
    enums.customDataTypeSchema,
    ['text', 'date', 'integer', 'decimal', 'currency', 'currencyGeneric', 'singleSelect', 'multiSelect'],
  ],
  [enums.INSCRICAO_ESTADUAL, enums.inscricaoEstadualSchema, ['sim', 'nao', 'isento']],
  [enums.PAYMENT_LINK_METHODS, enums.paymentLinkMethodSchema, ['GET', 'PUT', 'DELETE']],
  [
    enums.WEBHOOK_EVENTS,
    enums.webhookEventSchema,
    ['budget.created', 'budget.updated', 'order.created', 'order.updated'],
  ],
  [enums.RATE_LIMIT_CAUSES, enums.rateLimitCauseSchema, ['hardLimit', 'timeLimit']],
  [enums.FREIGHT_TYPES, enums.freightTypeSchema, ['CIF', 'FOB']],
  [enums.ZONE_TYPES, enums.zoneTypeSchema, ['rural', 'urban']],
  [enums.TRUCK_POSSIBLE, enums.truckPossibleSchema, ['yes', 'no']],
  [enums.ORIENTATIONS, enums.orientationSchema, ['portrait', 'landscape']],
] as const;

function flipCase(text: string): string {
  return text === text.toUpperCase() ? text.toLowerCase() : text.toUpperCase();
}

describe('enums', () => {
  it.each(sets.map((set) => [set[2].join(', '), set] as const))(
    'holds exactly the spec values: %s',
    (_name, set) => {
      const [constant, schema, expected] = set;
      expect([...constant]).toEqual([...expected]);
      for (const value of constant) expect(schema.parse(value)).toBe(value);
      expect(schema.safeParse('notInTheSpec').success).toBe(false);
      // Values are matched exactly: another spelling of a listed value is not that value.
      expect(schema.safeParse(flipCase(constant[0])).success).toBe(false);
    },
  );

  it('has the 27 federative units', () => {
    expect(enums.UFS).toHaveLength(27);
    expect(new Set(enums.UFS).size).toBe(27);
    for (const uf of ['SP', 'RJ', 'DF', 'TO', 'AC']) expect(enums.ufSchema.parse(uf)).toBe(uf);
    expect(enums.ufSchema.safeParse('XX').success).toBe(false);
  });

  it('writes only recorded statuses and accepts every writable one on update', () => {
    for (const status of enums.WRITABLE_PAYMENT_STATUSES) {
      expect(enums.PAYMENT_STATUSES).toContain(status);
      expect(enums.PAYMENT_UPDATE_STATUSES).toContain(status);
    }
    expect(enums.writablePaymentStatusSchema.safeParse('partial').success).toBe(false);
    expect(enums.writablePaymentStatusSchema.safeParse('pagamento recebido').success).toBe(false);
  });
});
