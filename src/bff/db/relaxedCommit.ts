import { sql } from 'drizzle-orm';

/**
 * Put in front of a single data-changing statement (`${relaxedCommit} update ... from relaxed_commit
 * where ...`): its transaction commits without waiting for the write-ahead log to reach the disk
 * (`synchronous_commit = off` for that transaction only, on either engine). The change is visible to
 * everyone at once, like every other commit; only a crash of the database server within a fraction of a second
 * can lose it. So only for records whose loss errs on the safe side (ADR 027): a call's end (a
 * `pending` ledger row keeps counting at its time-out) and a key's stored answer (an unanswered key
 * is checked with the vendor before a retry sends, ADR 022). Waiting for a flush costs more than
 * everything else a write does (the write path's bench, ADR 020, measures it).
 */
export const relaxedCommit = sql`with relaxed_commit as (select set_config('synchronous_commit', 'off', true))`;
