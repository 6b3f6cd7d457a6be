import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { WRITE_PROBLEM_CODES } from '../../../contract/api/problemCodes';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { queryRows } from '../../db/queryRows';
import { relaxedCommit } from '../../db/relaxedCommit';
import { idempotencyKeys } from '../../db/schema';
import { HttpProblem } from '../../http/problem';

/** A key's first answer, stored to be repeated to a retried submit. */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

/** Why a submit must ask the vendor whether its change is already there before sending it. */
export type DoubtfulStart = 'abandoned' | 'ambiguous';

export type IdempotencyStart =
  | { kind: 'proceed' }
  /** The key was taken over from a submit whose outcome is unknown: check the vendor first. */
  | { kind: 'verify'; after: DoubtfulStart }
  | { kind: 'replay'; answer: StoredAnswer };

export interface IdempotencyClaim {
  principal: string;
  key: string;
  /** `PUT /api/requests/order/10001/payment`. */
  route: string;
  fingerprint: string;
}

export interface IdempotencyStoreOptions {
  db: Database;
  clock: Clock;
  /** How long a finished key is remembered (default 24 h). */
  retentionMs?: number;
  /**
   * A `pending` key not renewed for this long belongs to a submit whose process died (a running
   * submit renews it, see `renew`); a retry may then take it over, after checking the vendor
   * (default 60 s; IDEMPOTENCY_PENDING_TIMEOUT_SECONDS).
   */
  abandonedAfterMs?: number;
  /**
   * How long after an ambiguous end (a time-out, a lost answer) the vendor may still be applying
   * the call; a retry waits that long before checking (default 10 s; UPSTREAM_TIMEOUT_MS).
   */
  settleMs?: number;
}

const DAY = 24 * 3_600_000;

/** A column named bare, as an insert's column list and an update's set list need it. */
const column = (of: { name: string }) => sql.identifier(of.name);

const claimedRow = z.object({ key: z.string() });

function inProgress(waitMs: number): HttpProblem {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new HttpProblem({
    status: 409,
    code: WRITE_PROBLEM_CODES.idempotencyInProgress,
    detail: `The first submit with this Idempotency-Key is still being sent to the vendor. Wait for its answer; if none comes, send the same submission again in ${seconds} s: Painel then checks with the vendor first and sends nothing it already has.`,
    headers: { 'retry-after': String(seconds) },
  });
}

/**
 * The shared memory of Idempotency-Keys. A claim inserts the key as `pending` (the primary key makes
 * two simultaneous claims of one key race safely in the database, across processes); the write's
 * final answer is then stored, or the claim released when nothing reached the vendor (a refusal
 * by the governor), so that a retry really tries again.
 *
 * A key whose outcome is unknown is never simply run again: a submit that ended ambiguously (a
 * time-out, a 5xx, a lost answer) marks it so (`markAmbiguous`), and a submit whose process died
 * leaves it `pending` and unrenewed. A retry takes such a key over with `verify`: it must ask the
 * vendor whether the change is there before sending it (docs/decisions/022-ambiguous-writes.md).
 *
 * `created_at` is the claim's lease: set at the claim, renewed while the submit runs, and set
 * again when it is marked ambiguous. An ambiguous key is a `pending` row holding the status its
 * submit ended with in `response_status` (a `done` row holds its final answer there).
 */
export class IdempotencyStore {
  private readonly db: Database;
  private readonly clock: Clock;
  private readonly retentionMs: number;
  private readonly abandonedAfterMs: number;
  private readonly settleMs: number;
  private lastPrunedAt = 0;

  constructor(options: IdempotencyStoreOptions) {
    this.db = options.db;
    this.clock = options.clock;
    this.retentionMs = options.retentionMs ?? DAY;
    this.abandonedAfterMs = options.abandonedAfterMs ?? 60_000;
    this.settleMs = options.settleMs ?? 10_000;
  }

  /** How long a running submit may go without renewing its claim; renew well within it. */
  get leaseMs(): number {
    return this.abandonedAfterMs;
  }

  /**
   * Claims the key for this submit, or tells what to do instead: replay the stored answer (same
   * content), check the vendor first (a previous submit with this content ended without knowing),
   * or a problem (the key is in use by a submit still running, or was used for other content).
   */
  async begin(claim: IdempotencyClaim): Promise<IdempotencyStart> {
    await this.pruneNowAndThen();
    const now = this.clock.now();
    const fresh = {
      principal: claim.principal,
      key: claim.key,
      route: claim.route,
      fingerprint: claim.fingerprint,
      state: 'pending' as const,
      responseStatus: null,
      responseBody: null,
      createdAt: new Date(now),
      expiresAt: new Date(now + this.retentionMs),
    };
    // The usual case, a new key, is one statement; only a key seen before needs the transaction.
    if (await this.claimNew(claim, now)) return { kind: 'proceed' };
    return this.db.transaction(async (tx): Promise<IdempotencyStart> => {
      const thisKey = and(eq(idempotencyKeys.principal, claim.principal), eq(idempotencyKeys.key, claim.key));
      const [row] = await tx.select().from(idempotencyKeys).where(thisKey).for('update');
      // Released (or pruned) since the insert found it: claim it now.
      if (!row) {
        const claimed = await tx
          .insert(idempotencyKeys)
          .values(fresh)
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key });
        if (claimed.length > 0) return { kind: 'proceed' };
        throw inProgress(this.abandonedAfterMs);
      }
      if (row.expiresAt.getTime() <= now) {
        await tx.update(idempotencyKeys).set(fresh).where(thisKey);
        return { kind: 'proceed' };
      }
      if (row.fingerprint !== claim.fingerprint) {
        throw new HttpProblem({
          status: 422,
          code: WRITE_PROBLEM_CODES.idempotencyKeyReused,
          detail: `This Idempotency-Key was already used for a different submit (${row.route}) with other content. Send a new key for a new change.`,
        });
      }
      if (row.state === 'done') {
        return { kind: 'replay', answer: { status: row.responseStatus ?? 200, body: row.responseBody } };
      }
      const ambiguous = row.responseStatus !== null;
      const freeAt = row.createdAt.getTime() + (ambiguous ? this.settleMs : this.abandonedAfterMs);
      if (freeAt > now) throw inProgress(freeAt - now);
      // Its outcome is unknown: this submit takes the key over, and checks the vendor first.
      await tx.update(idempotencyKeys).set(fresh).where(thisKey);
      return { kind: 'verify', after: ambiguous ? 'ambiguous' : 'abandoned' };
    });
  }

  /**
   * Inserts a key never seen (or pruned) as `pending`; false when the key is already there.
   * Committed without waiting for the disk (relaxedCommit), and yet on disk before the vendor hears
   * of the write: every vendor call is first reserved in the governor's ledger by a transaction that
   * waits for the disk, and that flush carries every commit before it, this claim's included
   * (the write-ahead log is one sequence). A crash before then loses a claim whose submit sent
   * nothing, which a retry simply runs again (ADR 042).
   */
  private async claimNew(claim: IdempotencyClaim, now: number): Promise<boolean> {
    const claimed = await queryRows(
      this.db,
      sql`${relaxedCommit}
          insert into ${idempotencyKeys} (${column(idempotencyKeys.principal)}, ${column(idempotencyKeys.key)},
                 ${column(idempotencyKeys.route)}, ${column(idempotencyKeys.fingerprint)},
                 ${column(idempotencyKeys.state)}, ${column(idempotencyKeys.createdAt)},
                 ${column(idempotencyKeys.expiresAt)})
          select ${claim.principal}::text, ${claim.key}::text, ${claim.route}::text, ${claim.fingerprint}::text,
                 'pending', ${new Date(now).toISOString()}::timestamptz,
                 ${new Date(now + this.retentionMs).toISOString()}::timestamptz
            from relaxed_commit
          on conflict do nothing
          returning ${column(idempotencyKeys.key)}`,
      claimedRow,
    );
    return claimed.length > 0;
  }

  /** Renews a running submit's claim, so that no retry takes it for abandoned. */
  async renew(claim: IdempotencyClaim): Promise<void> {
    await this.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(this.clock.now()) })
      .where(
        and(
          eq(idempotencyKeys.principal, claim.principal),
          eq(idempotencyKeys.key, claim.key),
          eq(idempotencyKeys.fingerprint, claim.fingerprint),
          eq(idempotencyKeys.state, 'pending'),
          isNull(idempotencyKeys.responseStatus),
        ),
      );
  }

  /**
   * Records that the claimed submit ended without knowing whether the vendor applied it (`status`
   * is what it answered, 502 or 504): a retry checks the vendor before sending it again.
   */
  async markAmbiguous(claim: IdempotencyClaim, status: number): Promise<void> {
    await this.db
      .update(idempotencyKeys)
      .set({ responseStatus: status, createdAt: new Date(this.clock.now()) })
      .where(
        and(
          eq(idempotencyKeys.principal, claim.principal),
          eq(idempotencyKeys.key, claim.key),
          eq(idempotencyKeys.fingerprint, claim.fingerprint),
          eq(idempotencyKeys.state, 'pending'),
        ),
      );
  }

  /**
   * Stores the final answer of a claimed key, committed without waiting for the disk
   * (relaxedCommit): if a server crash lost it, the key would stay `pending` and a retry would check
   * the vendor before sending (ADR 022), the safe side.
   */
  async complete(claim: IdempotencyClaim, answer: StoredAnswer): Promise<void> {
    await this.db.execute(
      sql`${relaxedCommit}
          update ${idempotencyKeys}
             set ${column(idempotencyKeys.state)} = 'done',
                 ${column(idempotencyKeys.responseStatus)} = ${answer.status}::integer,
                 ${column(idempotencyKeys.responseBody)} = ${JSON.stringify(answer.body ?? null)}::jsonb
            from relaxed_commit
           where ${idempotencyKeys.principal} = ${claim.principal}
             and ${idempotencyKeys.key} = ${claim.key}
             and ${idempotencyKeys.fingerprint} = ${claim.fingerprint}`,
    );
  }

  /** Forgets a claimed key whose submit reached no vendor, so a retry simply runs again. */
  async release(claim: IdempotencyClaim): Promise<void> {
    await this.db
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.principal, claim.principal),
          eq(idempotencyKeys.key, claim.key),
          eq(idempotencyKeys.fingerprint, claim.fingerprint),
          eq(idempotencyKeys.state, 'pending'),
        ),
      );
  }

  /** Expired keys no longer protect anything; drop them at most every ten minutes per process. */
  private async pruneNowAndThen(): Promise<void> {
    const now = this.clock.now();
    if (now - this.lastPrunedAt < 10 * 60_000) return;
    this.lastPrunedAt = now;
    await this.db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, new Date(now)));
  }
}
