import { type SQL, sql } from 'drizzle-orm';
import { setsPaymentReceived } from '../db/schema/history';

/** Over the history rows `h`: this one set the payment status to received. */
const SETS_RECEIVED: SQL = setsPaymentReceived(sql`h.changes`);

/** Instants as the filters give them: the start of the first day, the start of the day after the last. */
export interface InstantRange {
  from?: string;
  /** Excluded. */
  before?: string;
}

/**
 * "Its payment became received in the range and is received now" over `mirror_requests m`
 * (ADR 046): the payment status is received, and the latest history row that set it to received
 * lies in the range (one in the range, none at or after its end). A request first seen already
 * received has no such row, so no range finds it: Painel does not know when that money arrived.
 * The one definition the list's paymentReceivedFrom/To and the insights' receivedInPeriod share.
 */
export function paymentReceivedSql({ from, before }: InstantRange): SQL {
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
