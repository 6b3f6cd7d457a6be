import type { PaymentStatus, RequestType } from '../contract/upstream/index';
import { findCondition } from './data/conditions';
import { formatPaidAt, generatePayment, paymentFilePath } from './data/payments';
import type { Rng } from './data/prng';
import { type Materialized, objectId } from './data/requestRow';
import { recomputeValues } from './data/values';

/** A request whose payment record was deleted gets a new one when its payment is written again. */
export function ensurePayment(requestType: RequestType, full: Materialized, rng: Rng, now: number) {
  if (full.record.payment) return;
  const generated = generatePayment(rng, {
    paymentId: objectId(rng, now),
    requestType,
    createdAt: now,
    now,
    status: 'notRequested',
  });
  full.record.payment = generated.payment;
  full.conditionId = generated.condition._id;
  full.showConditionsRule = generated.showConditionsRule;
  recomputeValues(full.record);
}

/** Attaches files to a request's payment: a file with an existing name replaces it. */
export function attachPaymentFiles(full: Materialized, names: readonly string[]) {
  const payment = full.record.payment;
  if (!payment) return;
  const paymentId = payment.links?.[0]?.id ?? 'unknown';
  const files = (payment.files ?? []).filter((file) => !names.includes(file.originalName ?? ''));
  for (const name of names) files.push({ path: paymentFilePath(paymentId, name), originalName: name });
  payment.files = files;
}

/** Sets the payment condition from its text: a configured condition by name, or free text. */
export function setCondition(full: Materialized, text: string) {
  const payment = full.record.payment;
  if (!payment) return;
  const configured = findCondition(text);
  if (configured) {
    const { _id, paymentTypes: _types, ...condition } = configured;
    payment.condition = condition;
    full.conditionId = _id;
  } else {
    payment.condition = {
      name: text,
      quantityOfInstallments: 1,
      conditionType: 'notUpdate',
      modifierType: 'percentage',
      value: 0,
    };
    full.conditionId = undefined;
  }
  recomputeValues(full.record);
}

/** Moves a payment to `status` with the side effects a gateway would leave. */
export function setPaymentStatus(full: Materialized, status: PaymentStatus, now: number) {
  const payment = full.record.payment;
  if (!payment) return;
  payment.status = status;
  const online = payment.type === 'pix' || payment.type === 'credito' || payment.type === 'debito';
  if (status === 'received' || status === 'partial') {
    payment.paidAt = formatPaidAt(now);
    if (online) payment.transactionStatus = 'approved';
  } else {
    delete payment.paidAt;
    if (online && payment.transactionStatus !== undefined) {
      payment.transactionStatus = status === 'cancelled' ? 'canceled' : 'pending';
    }
  }
}
