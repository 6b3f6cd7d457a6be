import { z } from 'zod';
import { paymentRecordChange, paymentUpdateFields } from '../../../contract/api/writes';
import {
  PAYMENT_TYPES,
  WRITABLE_PAYMENT_STATUSES,
  type PaymentType,
  paymentTypeSchema,
  type WritablePaymentStatus,
} from '../../../contract/upstream/enums';
import type { Payment } from '../../../contract/upstream/payment';

/** What the payment form holds: a select without a choice is null, an empty text is ''. */
export interface PaymentFormValues {
  status: WritablePaymentStatus | null;
  type: PaymentType | null;
  condition: string;
  description: string;
}

/** The most characters the backend takes, read from the contract so the counters show its numbers. */
export const CONDITION_MAX_LENGTH = paymentUpdateFields.shape.condition.unwrap().maxLength ?? 200;
export const DESCRIPTION_MAX_LENGTH = paymentUpdateFields.shape.description.unwrap().maxLength ?? 2000;

export function isWritableStatus(status: string | undefined): status is WritablePaymentStatus {
  return (WRITABLE_PAYMENT_STATUSES as readonly string[]).includes(status ?? '');
}

/**
 * The form starts from the payment as mirrored. A status the vendor does not take on write
 * (`partial`) is not preselected: the form shows it as the current value instead.
 */
export function initialPaymentValues(payment: Payment | undefined): PaymentFormValues {
  return {
    status: isWritableStatus(payment?.status) ? payment.status : null,
    // A type the vendor added (unknown here) cannot be chosen again: it is not preselected.
    type: paymentTypeSchema.safeParse(payment?.type).data ?? null,
    condition: payment?.condition?.name ?? '',
    description: payment?.description ?? '',
  };
}

/**
 * Only what the person changed goes to the server: an untouched field keeps the vendor's value (which
 * may not even pass Painel's stricter rules, and must not block the form), and a select left empty
 * says nothing. A text that was there and is now blank stays in, so the contract refuses it: the
 * vendor cannot clear a condition or a description.
 */
function changedOnly<T extends object>(values: T, initial: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([key, value]) => {
      if (value === null) return false;
      return value !== initial[key as keyof T];
    }),
  ) as Partial<T>;
}

/**
 * The payment form's resolver schema: the backend's own `paymentUpdateFields` (strict, four
 * canonical statuses, one-line condition of 200, description of 2,000) applied to what changed.
 */
export function paymentFormSchema(initial: PaymentFormValues) {
  return z
    .object({
      status: z.enum(WRITABLE_PAYMENT_STATUSES).nullable(),
      type: z.enum(PAYMENT_TYPES).nullable(),
      condition: z.string(),
      description: z.string(),
    })
    .transform((values) => changedOnly(values, initial))
    .pipe(paymentUpdateFields);
}

export interface PaymentRecordFormValues {
  status: WritablePaymentStatus | null;
  condition: string;
}

/** The record form's schema: the backend's `paymentRecordChange` (status, condition or both). */
export function paymentRecordFormSchema(initial: PaymentRecordFormValues) {
  return z
    .object({ status: z.enum(WRITABLE_PAYMENT_STATUSES).nullable(), condition: z.string() })
    .transform((values) => changedOnly(values, initial))
    .pipe(paymentRecordChange);
}
