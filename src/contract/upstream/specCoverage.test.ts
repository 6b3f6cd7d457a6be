import { z } from 'zod';
import { openEnumValues } from './openEnum';
import { describe, expect, it } from 'vitest';
import { address } from './address';
import { company } from './company';
import { customData } from './customData';
import * as enums from './enums';
import {
  statusesResponse,
  updatePaymentResponse,
  updatePaymentResult,
  updateResponsibleResponse,
} from './envelopes';
import { fileGroup } from './files';
import { formAnswer } from './formAnswer';
import { freight, freightIntegrationData } from './freight';
import { invoice } from './invoice';
import { listPathParams, listQuery } from './listQuery';
import { creditCard, payment, paymentCondition, paymentFile, paymentLink } from './payment';
import { paymentRecordUpdate, paymentUpdateForm } from './paymentUpdate';
import { person } from './person';
import { distributionCenter, product, productDimensions, productStructure } from './product';
import { requestRecord } from './requestRecord';
import { requestStatus } from './requestStatus';
import { arrangement, structure } from './structure';
import { updateResponsibleBody } from './updateResponsible';
import { webhookBody, webhookEventData, webhookPayment, webhookPaymentCondition } from './webhook';

// Every table of the vendor's API document (docs/vendor-api.md), copied field by field with its documented type, so the
// contract is checked against the spec without the test reading a file outside the repository.
// An object or array field names the schema it must be built from.
type FieldType =
  | 'string'
  | 'nullable string'
  | 'number'
  | 'integer'
  | 'boolean'
  | 'string[]'
  | 'custom value'
  | 'unknown'
  | { enum: readonly string[] }
  | { object: z.ZodType }
  | { arrayOf: z.ZodType };

interface Table {
  name: string;
  schema: z.ZodObject;
  fields: Record<string, FieldType>;
}

const tables: Table[] = [
  {
    name: 'Request record',
    schema: requestRecord,
    fields: {
      id: 'string',
      name: 'string',
      code: 'string',
      kind: 'string',
      totalPower: 'number',
      budgetCreated: 'string',
      orderCreated: 'string',
      dealStatus: 'string',
      stockStatus: 'string',
      originalValue: 'number',
      discount: 'number',
      surcharge: 'number',
      finalValue: 'number',
      differenceWithPaymentConditionApplied: 'number',
      notes: 'string',
      addedBy: { object: person },
      payment: { object: payment },
      responsible: { object: person },
      company: { object: company },
      products: { arrayOf: product },
      files: { arrayOf: fileGroup },
      customForm: { arrayOf: formAnswer },
      structure: { object: structure },
      freight: { object: freight },
      invoice: { object: invoice },
      apiSent: 'boolean',
      apiSentUpdated: 'string',
      billingDate: 'string',
      customData: { arrayOf: customData },
      removed: 'boolean',
    },
  },
  {
    name: 'Person',
    schema: person,
    fields: { name: 'string', surname: 'string', email: 'string', cellphone: 'string' },
  },
  {
    name: 'Company',
    schema: company,
    fields: {
      cnpj: 'string',
      cpf: 'nullable string',
      fantasyName: 'string',
      companyName: 'string',
      mainContact: { object: person },
      address: { object: address },
    },
  },
  {
    name: 'Address',
    schema: address,
    fields: {
      CEP: 'string',
      state: 'string',
      city: 'string',
      neighborhood: 'string',
      patio: 'string',
      number: 'string',
      complement: 'string',
      patioFormatted: 'string',
      patioType: 'string',
    },
  },
  {
    name: 'Product',
    schema: product,
    fields: {
      type: { enum: enums.PRODUCT_TYPES },
      productCode: 'string',
      name: 'string',
      quantity: 'number',
      singlePrice: 'number',
      totalPrice: 'number',
      structure: { object: productStructure },
      center: { object: distributionCenter },
      dimensions: { object: productDimensions },
    },
  },
  {
    name: 'Product.structure',
    schema: productStructure,
    fields: { name: 'string', type: 'string', amount: 'number', price: 'number' },
  },
  { name: 'Product.center', schema: distributionCenter, fields: { name: 'string', code: 'string' } },
  {
    name: 'Product.dimensions',
    schema: productDimensions,
    fields: {
      length_MM: 'number',
      width_MM: 'number',
      height_MM: 'number',
      weight_KG: 'number',
      volume_M3: 'number',
    },
  },
  { name: 'FileGroup', schema: fileGroup, fields: { category: 'string', uploadedFiles: 'string[]' } },
  { name: 'FormAnswer', schema: formAnswer, fields: { question: 'string', answer: 'string' } },
  {
    name: 'Structure',
    schema: structure,
    fields: { kind: 'string', arrangements: { arrayOf: arrangement } },
  },
  {
    name: 'Structure.arrangements',
    schema: arrangement,
    fields: { linesAmount: 'number', modulesByLine: 'number', orientation: 'string' },
  },
  {
    name: 'Freight',
    schema: freight,
    fields: {
      type: 'string',
      zoneType: 'string',
      timeRestriction: 'string',
      truckPossible: 'string',
      price: 'number',
      integrationData: { object: freightIntegrationData },
      address: { object: address },
    },
  },
  {
    name: 'Freight.integrationData',
    schema: freightIntegrationData,
    fields: { id: 'string', name: 'string', logisticProviderName: 'string' },
  },
  {
    name: 'Invoice',
    schema: invoice,
    fields: {
      razaoSocial: 'string',
      nomeFantasia: 'string',
      cnpj: 'string',
      temInscricaoEstadual: { enum: enums.INSCRICAO_ESTADUAL },
      ie: 'string',
      cpf: 'string',
      rg: 'string',
      telephone: 'string',
      email: 'string',
      originalInvoiceValue: 'number',
      serviceToAddInvoiceValue: 'number',
      requestedInvoiceValue: 'number',
      address: { object: address },
    },
  },
  {
    name: 'CustomData',
    schema: customData,
    fields: { key: 'string', value: 'custom value', type: { enum: enums.CUSTOM_DATA_TYPES } },
  },
  {
    name: 'Payment',
    schema: payment,
    fields: {
      type: { enum: enums.PAYMENT_TYPES },
      condition: { object: paymentCondition },
      status: { enum: enums.PAYMENT_STATUSES },
      description: 'string',
      files: { arrayOf: paymentFile },
      links: { arrayOf: paymentLink },
      transactionStatus: { enum: enums.TRANSACTION_STATUSES },
      transactionId: 'string',
      authorizationNsu: 'string',
      authorizationCode: 'string',
      paidAt: 'string',
      creditCard: { object: creditCard },
    },
  },
  {
    name: 'Payment.condition',
    schema: paymentCondition,
    fields: {
      name: 'string',
      quantityOfInstallments: 'number',
      conditionType: { enum: enums.CONDITION_TYPES },
      modifierType: { enum: enums.MODIFIER_TYPES },
      value: 'number',
    },
  },
  { name: 'Payment.files', schema: paymentFile, fields: { path: 'string', originalName: 'string' } },
  {
    name: 'Payment.links',
    schema: paymentLink,
    fields: { id: 'string', path: 'string', method: { enum: enums.PAYMENT_LINK_METHODS } },
  },
  {
    name: 'Payment.creditCard',
    schema: creditCard,
    fields: { brand: 'string', last4digits: 'string', first6digits: 'string', holderName: 'string' },
  },
  {
    name: 'Request status record',
    schema: requestStatus,
    fields: { id: 'string', name: 'string', sequence: 'integer', type: { enum: enums.REQUEST_TYPES } },
  },
  { name: 'Update responsible response', schema: updateResponsibleResponse, fields: { success: 'boolean' } },
  {
    name: 'Update payment response',
    schema: updatePaymentResponse,
    fields: { data: { object: updatePaymentResult }, error: 'unknown' },
  },
  { name: 'Update payment response data', schema: updatePaymentResult, fields: { success: 'boolean' } },
  { name: 'Update responsible body', schema: updateResponsibleBody, fields: { email: 'string' } },
  {
    name: 'Payment-update form',
    schema: paymentUpdateForm,
    fields: {
      status: { enum: enums.PAYMENT_UPDATE_STATUSES },
      type: { enum: enums.PAYMENT_TYPES },
      condition: 'string',
      description: 'string',
    },
  },
  {
    name: 'Payment record update',
    schema: paymentRecordUpdate,
    fields: { status: 'string', condition: 'string' },
  },
  {
    name: 'Webhook body',
    schema: webhookBody,
    fields: { event: { enum: enums.WEBHOOK_EVENTS }, data: { object: webhookEventData } },
  },
  {
    name: 'order.created data',
    schema: webhookEventData,
    fields: {
      id: 'string',
      name: 'string',
      code: 'string',
      kind: 'string',
      type: { enum: enums.REQUEST_TYPES },
      totalPower: 'number',
      dealStatus: 'string',
      stockStatus: 'string',
      originalValue: 'number',
      finalValue: 'number',
      responsible: { object: person },
      company: { object: company },
      products: { arrayOf: product },
      payment: { object: webhookPayment },
      lastUpdate: 'string',
    },
  },
  {
    name: 'order.created data.payment',
    schema: webhookPayment,
    fields: {
      type: { enum: enums.PAYMENT_TYPES },
      showConditionsRule: 'string',
      condition: { object: webhookPaymentCondition },
      status: { enum: enums.PAYMENT_STATUSES },
      description: 'string',
      files: { arrayOf: paymentFile },
    },
  },
  {
    name: 'order.created data.payment.condition',
    schema: webhookPaymentCondition,
    fields: {
      _id: 'string',
      name: 'string',
      quantityOfInstallments: 'number',
      conditionType: { enum: enums.CONDITION_TYPES },
      modifierType: { enum: enums.MODIFIER_TYPES },
      value: 'number',
    },
  },
];

const accepted: Record<Exclude<FieldType, object>, unknown[]> = {
  string: ['text', ''],
  'nullable string': ['text', null],
  number: [0, 8.2, -1],
  integer: [0, 3],
  boolean: [true, false],
  'string[]': [[], ['a.pdf']],
  'custom value': ['text', 42, 3.5, [1, 2.5]],
  unknown: [null, 'x', { message: 'm' }],
};
const refused: Record<Exclude<FieldType, object>, unknown[]> = {
  string: [1, null, {}],
  'nullable string': [1, {}],
  number: ['1', null, true],
  integer: [1.5, '3'],
  boolean: ['true', 0],
  'string[]': ['a.pdf', [1]],
  'custom value': [true, null, ['1'], {}],
  unknown: [],
};

/** The schema a field is built from, looking through `.optional()` / `.nullable()`. */
function inner(schema: z.ZodType): z.ZodType {
  return schema instanceof z.ZodOptional || schema instanceof z.ZodNullable
    ? inner(schema.unwrap() as z.ZodType)
    : schema;
}

describe.each(tables.map((table) => [table.name, table] as const))('the spec table %s', (_name, table) => {
  const shape: Record<string, z.ZodType> = table.schema.shape;

  it('has every field of the table', () => {
    expect(Object.keys(shape)).toEqual(expect.arrayContaining(Object.keys(table.fields)));
  });

  it.each(Object.entries(table.fields))('types %s as documented', (field, type) => {
    const schema = shape[field];
    if (schema === undefined) throw new Error(`${table.name} has no field ${field}`);
    if (typeof type === 'string') {
      for (const value of accepted[type])
        expect(schema.safeParse(value).success, JSON.stringify(value)).toBe(true);
      for (const value of refused[type])
        expect(schema.safeParse(value).success, JSON.stringify(value)).toBe(false);
    } else if ('enum' in type) {
      for (const value of type.enum) expect(schema.safeParse(value).success, value).toBe(true);
      // A documented set the vendor may outgrow keeps unknown text as received (ADR 005).
      const open = openEnumValues(inner(schema) as z.ZodType);
      expect(schema.safeParse('notInTheSpec').success).toBe(open !== undefined);
      if (open) expect([...open]).toEqual([...type.enum]);
    } else if ('object' in type) {
      expect(inner(schema)).toBe(type.object);
      expect(schema.safeParse('text').success).toBe(false);
    } else {
      const built = inner(schema);
      expect(built).toBeInstanceOf(z.ZodArray);
      if (built instanceof z.ZodArray) expect(built.element).toBe(type.arrayOf);
    }
  });
});

describe('the spec tables without an object schema of their own', () => {
  it('has the statuses envelope as an array of status records', () => {
    expect(statusesResponse.element).toBe(requestStatus);
  });

  it('has the path parameters of the listing', () => {
    expect(Object.keys(listPathParams.shape)).toEqual(['requestType', 'pageNumber', 'pageLimit']);
  });

  it('has the query parameters of the listing (their rules are in listQuery.test.ts)', () => {
    expect(Object.keys(listQuery.shape)).toEqual([
      'createdAfter',
      'createdBefore',
      'lastUpdateAfter',
      'lastUpdateBefore',
      'code',
      'name',
      'powerGTE',
      'powerLTE',
      'freightState',
      'freightCity',
      'companyCNPJ',
      'responsibleEmail',
      'removed',
    ]);
  });

  it('reads every field of every table as optional, as the spec promises a reader', () => {
    const vendorSchemas = tables.filter(
      (table) => !['Update responsible body', 'Webhook body'].includes(table.name),
    );
    for (const table of vendorSchemas) expect(table.schema.safeParse({}).success, table.name).toBe(true);
  });
});
