import type { ConfiguredStatus } from './data/statuses';
import { paymentLinks } from './data/payments';
import type { Rng } from './data/prng';
import { type Materialized, orderRowFrom, type RequestRow } from './data/requestRow';
import { sortedBySequence } from './data/statuses';

/**
 * The order a converted budget becomes: the budget's record under a new code and id, in the first
 * order status, its stock reserved and its payment a fresh one not yet requested (the budget's
 * transaction, if any, stays with the budget).
 */
export function orderFromBudget(
  budget: RequestRow,
  source: Materialized,
  options: { code: string; rng: Rng; now: number; orderStatuses: readonly ConfiguredStatus[] },
): RequestRow {
  const { code, rng, now } = options;
  const record = structuredClone(source.record);
  const order = orderRowFrom(budget, { code, at: now, rng, full: { ...source, record } });
  const paymentId = order.paymentId ?? '';
  record.id = order.id;
  record.code = code;
  record.orderCreated = new Date(now).toISOString();
  record.dealStatus = sortedBySequence(options.orderStatuses)[0]?.name ?? record.dealStatus;
  record.stockStatus = 'Reservado';
  record.apiSent = false;
  delete record.apiSentUpdated;
  delete record.billingDate;
  if (record.payment) {
    record.payment.links = paymentLinks(paymentId);
    record.payment.status = 'notRequested';
    record.payment.files = [];
    const {
      transactionStatus: _s,
      transactionId: _i,
      authorizationNsu: _n,
      authorizationCode: _c,
      paidAt: _p,
      creditCard: _k,
      ...fresh
    } = record.payment;
    record.payment = fresh;
  }
  return order;
}
