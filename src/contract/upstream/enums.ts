import { z } from 'zod';

// Every closed set of values named by the vendor's API document (docs/vendor-api.md), once.
// Schemas and the sandbox refer to these constants so a value is never spelled twice. Sets marked "indicated" are only
// described by the spec as what the listing shows ("the listing indicates ..."): the record reads
// those fields as plain strings (see docs/decisions/005), writers and the UI use the constants.

/** `requestType` of the listing and statuses paths; also `type` of status records and webhook data. */
export const REQUEST_TYPES = ['order', 'budget'] as const;
export const requestTypeSchema = z.enum(REQUEST_TYPES);
export type RequestType = z.infer<typeof requestTypeSchema>;

/** Versions served side by side; each operation belongs to the version in its path. */
export const API_VERSIONS = ['v1', 'v2'] as const;
export const apiVersionSchema = z.enum(API_VERSIONS);
export type ApiVersion = z.infer<typeof apiVersionSchema>;

/** `products[].type`. */
export const PRODUCT_TYPES = [
  'module',
  'inverter',
  'stringBox',
  'complementaryEquipment',
  'extraItem',
] as const;
export const productTypeSchema = z.enum(PRODUCT_TYPES);
export type ProductType = z.infer<typeof productTypeSchema>;

/** `payment.type`, also the `type` field of the payment-update form. */
export const PAYMENT_TYPES = ['pix', 'boleto', 'debito', 'credito', 'financiamento', 'other'] as const;
export const paymentTypeSchema = z.enum(PAYMENT_TYPES);
export type PaymentType = z.infer<typeof paymentTypeSchema>;

/** `payment.status` as recorded and listed (v2); the v1 listing indicates only the first four. */
export const PAYMENT_STATUSES = ['notRequested', 'requested', 'received', 'cancelled', 'partial'] as const;
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/**
 * The statuses Painel sends: `partial` is readable but not accepted on write, and the mapping of the
 * Portuguese labels to recorded values is not shown, so only these four are safe to write.
 */
export const WRITABLE_PAYMENT_STATUSES = ['notRequested', 'requested', 'received', 'cancelled'] as const;
export const writablePaymentStatusSchema = z.enum(WRITABLE_PAYMENT_STATUSES);
export type WritablePaymentStatus = z.infer<typeof writablePaymentStatusSchema>;

/** Everything the payment-update operation of a request accepts in `status`. */
export const PAYMENT_UPDATE_STATUSES = [
  ...WRITABLE_PAYMENT_STATUSES,
  'aguardando envio',
  'pagamento enviado',
  'pagamento recebido',
  'pagamento cancelado',
] as const;
export const paymentUpdateStatusSchema = z.enum(PAYMENT_UPDATE_STATUSES);
export type PaymentUpdateStatus = z.infer<typeof paymentUpdateStatusSchema>;

/** `payment.condition.conditionType`. */
export const CONDITION_TYPES = ['notUpdate', 'increase', 'decrease'] as const;
export const conditionTypeSchema = z.enum(CONDITION_TYPES);
export type ConditionType = z.infer<typeof conditionTypeSchema>;

/** `payment.condition.modifierType`. */
export const MODIFIER_TYPES = ['percentage', 'fixed'] as const;
export const modifierTypeSchema = z.enum(MODIFIER_TYPES);
export type ModifierType = z.infer<typeof modifierTypeSchema>;

/** `payment.transactionStatus`. */
export const TRANSACTION_STATUSES = [
  'pending',
  'pre_approved',
  'approved',
  'canceled',
  'voided',
  'failed',
  'unknown',
] as const;
export const transactionStatusSchema = z.enum(TRANSACTION_STATUSES);
export type TransactionStatus = z.infer<typeof transactionStatusSchema>;

/** `customData[].type`. */
export const CUSTOM_DATA_TYPES = [
  'text',
  'date',
  'integer',
  'decimal',
  'currency',
  'currencyGeneric',
  'singleSelect',
  'multiSelect',
] as const;
export const customDataTypeSchema = z.enum(CUSTOM_DATA_TYPES);
export type CustomDataType = z.infer<typeof customDataTypeSchema>;

/** `invoice.temInscricaoEstadual` (state registration: yes, no, exempt). */
export const INSCRICAO_ESTADUAL = ['sim', 'nao', 'isento'] as const;
export const inscricaoEstadualSchema = z.enum(INSCRICAO_ESTADUAL);
export type InscricaoEstadual = z.infer<typeof inscricaoEstadualSchema>;

/** `payment.links[].method`. */
export const PAYMENT_LINK_METHODS = ['GET', 'PUT', 'DELETE'] as const;
export const paymentLinkMethodSchema = z.enum(PAYMENT_LINK_METHODS);
export type PaymentLinkMethod = z.infer<typeof paymentLinkMethodSchema>;

/** `event` of a webhook body. */
export const WEBHOOK_EVENTS = ['budget.created', 'budget.updated', 'order.created', 'order.updated'] as const;
export const webhookEventSchema = z.enum(WEBHOOK_EVENTS);
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

/** Causes named by a 429 body: requests per hour, or the minute of processing per hour. */
export const RATE_LIMIT_CAUSES = ['hardLimit', 'timeLimit'] as const;
export const rateLimitCauseSchema = z.enum(RATE_LIMIT_CAUSES);
export type RateLimitCause = z.infer<typeof rateLimitCauseSchema>;

/** The 27 federative units; `freightState` of the listing query must be one of them. */
export const UFS = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;
export const ufSchema = z.enum(UFS);
export type Uf = z.infer<typeof ufSchema>;

/** `freight.type`: indicated. */
export const FREIGHT_TYPES = ['CIF', 'FOB'] as const;
export const freightTypeSchema = z.enum(FREIGHT_TYPES);
export type FreightType = z.infer<typeof freightTypeSchema>;

/** `freight.zoneType`: indicated. */
export const ZONE_TYPES = ['rural', 'urban'] as const;
export const zoneTypeSchema = z.enum(ZONE_TYPES);
export type ZoneType = z.infer<typeof zoneTypeSchema>;

/** `freight.truckPossible`: indicated. */
export const TRUCK_POSSIBLE = ['yes', 'no'] as const;
export const truckPossibleSchema = z.enum(TRUCK_POSSIBLE);
export type TruckPossible = z.infer<typeof truckPossibleSchema>;

/** `structure.arrangements[].orientation`: indicated. */
export const ORIENTATIONS = ['portrait', 'landscape'] as const;
export const orientationSchema = z.enum(ORIENTATIONS);
export type Orientation = z.infer<typeof orientationSchema>;
