import type { Payment, RequestRecord } from '../../../contract/upstream/index';

// Whether the vendor already holds what a write asked for, read from its current state. One pure
// function per kind of write; anything the vendor leaves out counts as "not applied", so a doubt
// resolves to sending again, never to a success that did not happen.

const sameText = (a: string | undefined, b: string) => a !== undefined && a.trim() === b.trim();

/** A change of responsible: the vendor's responsible has the requested e-mail (in any case). */
export function responsibleApplied(record: RequestRecord | null, email: string): boolean {
  const current = record?.responsible?.email;
  return current !== undefined && current.trim().toLowerCase() === email.trim().toLowerCase();
}

/** The text fields of a payment change, as sent; fields not sent are absent and not compared. */
export interface SubmittedPayment {
  status?: string;
  type?: string;
  condition?: string;
  description?: string;
}

/**
 * Every submitted field equals the payment's: the condition by its name (the vendor keeps the
 * condition as an object named after the text sent), the others as they are.
 */
function paymentFieldsMatch(payment: Payment | null | undefined, submitted: SubmittedPayment): boolean {
  if (!payment) return false;
  if (submitted.status !== undefined && payment.status !== submitted.status) return false;
  if (submitted.type !== undefined && payment.type !== submitted.type) return false;
  if (submitted.condition !== undefined && !sameText(payment.condition?.name, submitted.condition)) {
    return false;
  }
  if (submitted.description !== undefined && !sameText(payment.description, submitted.description)) {
    return false;
  }
  return true;
}

/**
 * A payment update of a request: its submitted fields equal the payment's, and every file sent is
 * among the payment's files by name. (The vendor shows names only: a file sent to replace one of
 * the same name cannot be told from the file it replaces.)
 */
export function paymentUpdateApplied(
  record: RequestRecord | null,
  submitted: SubmittedPayment,
  fileNames: readonly string[],
): boolean {
  const payment = record?.payment;
  if (!paymentFieldsMatch(payment, submitted)) return false;
  const held = new Set(
    (payment?.files ?? []).flatMap((file) => (file.originalName ? [file.originalName] : [])),
  );
  return fileNames.every((name) => held.has(name));
}

/** A payment record as the vendor has it now: found, or answered 404 (gone, or never there). */
export type PaymentRead = { found: true; payment: Payment } | { found: false };

/** An update of a payment record (status and/or condition): the record shows them. */
export function paymentRecordUpdateApplied(
  read: PaymentRead,
  submitted: Pick<SubmittedPayment, 'status' | 'condition'>,
): boolean {
  return read.found && paymentFieldsMatch(read.payment, submitted);
}

/** A deletion of a payment record: the vendor no longer has it. */
export function paymentRecordDeleteApplied(read: PaymentRead): boolean {
  return !read.found;
}
