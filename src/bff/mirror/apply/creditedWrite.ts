import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { RequestType } from '../../../contract/upstream/enums';
import type { RequestRecord } from '../../../contract/upstream/requestRecord';
import type { Database } from '../../db/database';
import type { ActingPerson, StoredFieldChange } from '../../db/schema/history';
import { writeExpectations } from '../../db/schema/writeExpectations';

type Expectation = Pick<typeof writeExpectations.$inferSelect, 'values' | 'files'>;

/** The value at a dotted path of a record, or undefined. */
function valueAt(record: unknown, path: string): unknown {
  let value: unknown = record;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** An e-mail is the same in any case; every text the same without its outer spaces. */
function sameValue(path: string, held: unknown, expected: string): boolean {
  if (typeof held !== 'string') return false;
  return path.endsWith('email')
    ? held.trim().toLowerCase() === expected.trim().toLowerCase()
    : held.trim() === expected.trim();
}

/** One of the paths and the changed field are the same, or one holds the other. */
const touches = (field: string, path: string) =>
  field === path || path.startsWith(`${field}.`) || field.startsWith(`${path}.`);

/**
 * Whether a new version of a request is what a write asked for: the version changes at least one
 * of the write's fields (or its files), and the record now holds every value and file it sent.
 */
export function bringsExpectedWrite(
  expectation: Expectation,
  record: RequestRecord,
  changes: readonly StoredFieldChange[],
): boolean {
  const paths = [
    ...expectation.values.map((value) => value.path),
    ...(expectation.files.length ? ['payment.files'] : []),
  ];
  if (!changes.some((change) => paths.some((path) => touches(change.field, path)))) return false;
  if (!expectation.values.every(({ path, value }) => sameValue(path, valueAt(record, path), value)))
    return false;
  const files = valueAt(record, 'payment.files');
  const held = new Set(
    (Array.isArray(files) ? files : [])
      .map((file) => valueAt(file, 'originalName'))
      .filter((name) => typeof name === 'string'),
  );
  return expectation.files.every((name) => held.has(name));
}

/**
 * The person whose pending write a new version brings, if any (ADR 059): the oldest expectation of
 * the request still open when the observation was made that the version matches, taken so that it
 * credits one version only. Inside applyObservation's transaction, which holds the request's row.
 */
export async function takeExpectedWrite(
  tx: Database,
  target: { type: RequestType; code: string; observedAt: Date },
  record: RequestRecord,
  changes: readonly StoredFieldChange[],
): Promise<ActingPerson | null> {
  const w = writeExpectations;
  const open = await tx
    .select({ id: w.id, person: w.person, values: w.values, files: w.files })
    .from(w)
    .where(
      and(
        eq(w.type, target.type),
        eq(w.code, target.code),
        lte(w.createdAt, target.observedAt),
        gt(w.expiresAt, target.observedAt),
      ),
    )
    .orderBy(asc(w.id));
  const match = open.find((expectation) => bringsExpectedWrite(expectation, record, changes));
  if (!match) return null;
  await tx.delete(w).where(eq(w.id, match.id));
  return match.person;
}

/**
 * A write's own refresh found nothing new: another observation brought the change first and took
 * the expectation, or the vendor did not apply it. Either way the person's expectations made before
 * that refresh was sent are answered, and may credit nothing later.
 */
export async function closeExpectedWrites(
  tx: Database,
  target: { type: RequestType; code: string; observedAt: Date },
  person: ActingPerson,
): Promise<void> {
  const w = writeExpectations;
  await tx
    .delete(w)
    .where(
      and(
        eq(w.type, target.type),
        eq(w.code, target.code),
        lte(w.createdAt, target.observedAt),
        sql`${w.person} ->> 'id' = ${person.id}`,
      ),
    );
}
