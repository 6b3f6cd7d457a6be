import { z } from 'zod';
import { openEnum } from './openEnum';
import {
  conditionTypeSchema,
  modifierTypeSchema,
  paymentLinkMethodSchema,
  paymentStatusSchema,
  paymentTypeSchema,
  transactionStatusSchema,
} from './enums';

/** `payment.condition`. */
export const paymentCondition = z.looseObject({
  name: z.string().optional(),
  quantityOfInstallments: z.number().optional(),
  conditionType: openEnum(conditionTypeSchema).optional(),
  modifierType: openEnum(modifierTypeSchema).optional(),
  value: z.number().optional(),
});
export type PaymentCondition = z.infer<typeof paymentCondition>;

/** `payment.files[]`. */
export const paymentFile = z.looseObject({
  path: z.string().optional(),
  originalName: z.string().optional(),
});
export type PaymentFile = z.infer<typeof paymentFile>;

/** `payment.links[]`: operations on the payment record, path /api/v2/payments/<payment_id>. */
export const paymentLink = z.looseObject({
  /** The payment identifier. */
  id: z.string().optional(),
  path: z.string().optional(),
  method: openEnum(paymentLinkMethodSchema).optional(),
});
export type PaymentLink = z.infer<typeof paymentLink>;

/** `payment.creditCard`. */
export const creditCard = z.looseObject({
  brand: z.string().optional(),
  last4digits: z.string().optional(),
  first6digits: z.string().optional(),
  holderName: z.string().optional(),
});
export type CreditCard = z.infer<typeof creditCard>;

/** `payment`: how the request is paid and where that payment stands. */
export const payment = z.looseObject({
  type: openEnum(paymentTypeSchema).optional(),
  condition: paymentCondition.optional(),
  status: openEnum(paymentStatusSchema).optional(),
  /** Free text. */
  description: z.string().optional(),
  files: z.array(paymentFile).optional(),
  links: z.array(paymentLink).optional(),
  transactionStatus: openEnum(transactionStatusSchema).optional(),
  transactionId: z.string().optional(),
  authorizationNsu: z.string().optional(),
  authorizationCode: z.string().optional(),
  /** Documented format YYYY-MM-DDThh:mm (PAID_AT_FORMAT); kept as text. */
  paidAt: z.string().optional(),
  creditCard: creditCard.optional(),
});
export type Payment = z.infer<typeof payment>;
