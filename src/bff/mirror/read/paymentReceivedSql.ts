import { type SQL, sql } from 'drizzle-orm';
import { setsPaymentReceived } from '../../db/schema/history';

/** Over the history rows `h`: this one set the payment status to received. */
const SETS_RECEIVED: SQL = setsPaymentReceived(sql`h.changes`);

/** Instants as the filters give them: the start of the first day, the start of the day after the last. */
export interface InstantRange {
  from?: string;
  /** Excluded. */
  before?: string;
}

/**
 * "Its payment was received in the range and is received now" over `mirror_requests m` (ADR 065,
 * superseding ADR 046's rule): the payment status is received and its date lies in the range. The
 * date is the vendor's `paidAt` when the record carries one (`m.paid_on`), so money received
 * before Painel first saw the request counts in its period; otherwise the latest history row that
 * set the status to received (one in the range, none at or after its end). The one definition the
 * list's paymentReceivedFrom/To, the insights' receivedInPeriod and the finance home share.
 */
export function paymentReceivedSql(range: InstantRange): SQL {
  const paid = [
    sql`m.paid_on is not null`,
    ...(range.from === undefined ? [] : [sql`m.paid_on >= ${range.from}::timestamptz`]),
    ...(range.before === undefined ? [] : [sql`m.paid_on < ${range.before}::timestamptz`]),
  ];
  return sql`(m.payment_status = 'received' and ((${sql.join(paid, sql` and `)})
    or (m.paid_on is null and ${observedReceptionSql(range)})))`;
}

/** ADR 046's rule, for a payment without paidAt: dated by the observed change to received. */
function observedReceptionSql({ from, before }: InstantRange): SQL {
  const inRange = [
    SETS_RECEIVED,
    ...(from === undefined ? [] : [sql`h.at >= ${from}::timestamptz`]),
    ...(before === undefined ? [] : [sql`h.at < ${before}::timestamptz`]),
  ];
  // The range's history rows first (the history's index by time), then the requests they name:
  // asked per request instead, every received request in the mirror had its history read.
  const conditions = [
    sql`m.payment_status = 'received'`,
    sql`(m.type, m.code) in (select h.type, h.code from request_history h where ${sql.join(inRange, sql` and `)})`,
  ];
  if (before !== undefined) {
    conditions.push(sql`not exists (select 1 from request_history h
      where h.type = m.type and h.code = m.code and ${SETS_RECEIVED} and h.at >= ${before}::timestamptz)`);
  }
  return sql`(${sql.join(conditions, sql` and `)})`;
}
