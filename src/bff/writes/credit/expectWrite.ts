import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { relaxedCommit } from '../../db/relaxedCommit';
import type { ExpectedValue } from '../../db/schema/writeExpectations';
import type { WriteSpec } from '../performWrite';
import { actingPersonOf } from '../writeActor';

/**
 * How long an observation may bring a write's values and still be credited to its person: longer
 * than a webhook's or a refresh's usual lag, and than a refresh deferred to the budget's next
 * minutes; short enough that the vendor's own later change to the same value is not taken for it.
 */
export const EXPECTATION_WINDOW_MS = 10 * 60_000;

/** The record paths of a payment update's text fields, as the mirror's history names them. */
const PAYMENT_PATHS: Record<string, string> = {
  status: 'payment.status',
  type: 'payment.type',
  condition: 'payment.condition.name',
  description: 'payment.description',
};

/** What the vendor's record will hold once the write is applied; null for a write the mirror cannot tie to a request. */
export function expectedValues(spec: Pick<WriteSpec, 'kind' | 'changed' | 'attachments'>): {
  values: ExpectedValue[];
  files: string[];
} | null {
  switch (spec.kind) {
    case 'responsible':
      return spec.changed.email
        ? { values: [{ path: 'responsible.email', value: spec.changed.email }], files: [] }
        : null;
    case 'payment':
      return {
        values: Object.entries(spec.changed).flatMap(([field, value]) => {
          const path = PAYMENT_PATHS[field];
          return path ? [{ path, value }] : [];
        }),
        files: spec.attachments.map((file) => file.name),
      };
    default:
      // A payment record is known to the vendor by its id only; its refresh names the person.
      return null;
  }
}

/**
 * Records, before the vendor hears of it, what a person's write will make the request hold, so that
 * the first observation bringing it is theirs whichever path delivers it (ADR 059). Expired
 * expectations of every request go in the same statement. Committed without waiting for the disk:
 * the governor's reservation, which every vendor call makes first, flushes it (ADR 042); a crash
 * that lost it costs only the credit, never the write.
 */
export async function expectWrite(
  db: Database,
  spec: WriteSpec,
  requestId: string,
  now: Date,
): Promise<void> {
  const person = actingPersonOf(spec.actor);
  const expected = expectedValues(spec);
  if (!person || !spec.request || !expected) return;
  if (expected.values.length === 0 && expected.files.length === 0) return;
  const at = now.toISOString();
  const expires = new Date(now.getTime() + EXPECTATION_WINDOW_MS).toISOString();
  await db.execute(
    sql`${relaxedCommit}, gone as (delete from write_expectations where expires_at < ${at}::timestamptz)
        insert into write_expectations (type, code, person, values, files, request_id, created_at, expires_at)
        select ${spec.request.type}, ${spec.request.code}, ${JSON.stringify(person)}::jsonb,
               ${JSON.stringify(expected.values)}::jsonb, ${JSON.stringify(expected.files)}::jsonb,
               ${requestId}, ${at}::timestamptz, ${expires}::timestamptz
          from relaxed_commit`,
  );
}

/** A write the vendor refused for certain changes nothing: its expectation must credit nobody. */
export async function forgetWrite(db: Database, requestId: string): Promise<void> {
  await db.execute(sql`delete from write_expectations where request_id = ${requestId}`);
}
