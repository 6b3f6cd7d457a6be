import { and, eq, lt, sql } from 'drizzle-orm';
import { WRITE_PROBLEM_CODES } from '../../../contract/api/problemCodes';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { idempotencyKeys } from '../../db/schema';
import { HttpProblem } from '../../http/problem';

/** A key's first answer, stored to be repeated to a retried submit. */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

export type IdempotencyStart = { kind: 'proceed' } | { kind: 'replay'; answer: StoredAnswer };

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
   * A key still `pending` after this long belongs to a submit whose process died; a retry may take
   * it over (default 10 min: far beyond any vendor call's time-out).
   */
  abandonedAfterMs?: number;
}

const DAY = 24 * 3_600_000;

function inProgress(): HttpProblem {
  return new HttpProblem({
    status: 409,
    code: WRITE_PROBLEM_CODES.idempotencyInProgress,
    detail:
      'The first submit with this Idempotency-Key is still being sent to the vendor. Wait for it, then reload.',
    headers: { 'retry-after': '2' },
  });
}

/**
 * The shared memory of Idempotency-Keys. A claim inserts the key as `pending` (the primary key makes
 * two simultaneous claims of one key race safely in the database, across processes); the write's
 * final answer is then stored, or the claim released when the answer was a passing failure (a
 * refused or timed-out vendor call), so that a retry really tries again.
 */
export class IdempotencyStore {
  private readonly db: Database;
  private readonly clock: Clock;
  private readonly retentionMs: number;
  private readonly abandonedAfterMs: number;
  private lastPrunedAt = 0;
  /** The two statements of every write with a key, built once (ADR 020). */
  private readonly claimNew;
  private readonly storeAnswer;

  constructor(options: IdempotencyStoreOptions) {
    this.db = options.db;
    this.clock = options.clock;
    this.retentionMs = options.retentionMs ?? DAY;
    this.abandonedAfterMs = options.abandonedAfterMs ?? 10 * 60_000;
    const principal = sql.placeholder('principal');
    const key = sql.placeholder('key');
    this.claimNew = this.db
      .insert(idempotencyKeys)
      .values({
        principal,
        key,
        route: sql.placeholder('route'),
        fingerprint: sql.placeholder('fingerprint'),
        state: 'pending',
        responseStatus: null,
        responseBody: null,
        createdAt: sql.placeholder('createdAt'),
        expiresAt: sql.placeholder('expiresAt'),
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key })
      .prepare('painel_idempotency_claim');
    this.storeAnswer = this.db
      .update(idempotencyKeys)
      .set({
        state: 'done',
        // Update values take no placeholder: the body arrives as JSON text (see complete()).
        responseStatus: sql`${sql.placeholder('status')}::integer`,
        responseBody: sql`${sql.placeholder('body')}::jsonb`,
      })
      .where(
        and(
          eq(idempotencyKeys.principal, principal),
          eq(idempotencyKeys.key, key),
          eq(idempotencyKeys.fingerprint, sql.placeholder('fingerprint')),
        ),
      )
      .prepare('painel_idempotency_complete');
  }

  /**
   * Claims the key for this submit, or tells what to do instead: replay the stored answer (same
   * content), or a problem (the key is in use by a submit still running, or was used for other content).
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
    const inserted = await this.claimNew.execute(fresh);
    if (inserted.length > 0) return { kind: 'proceed' };
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.principal, claim.principal), eq(idempotencyKeys.key, claim.key)))
        .for('update');
      // Released (or pruned) since the insert found it: claim it now.
      if (!row) {
        const claimed = await tx
          .insert(idempotencyKeys)
          .values(fresh)
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key });
        if (claimed.length > 0) return { kind: 'proceed' as const };
        throw inProgress();
      }
      const expired = row.expiresAt.getTime() <= now;
      const abandoned = row.state === 'pending' && row.createdAt.getTime() + this.abandonedAfterMs <= now;
      if (expired || abandoned) {
        await tx
          .update(idempotencyKeys)
          .set(fresh)
          .where(and(eq(idempotencyKeys.principal, claim.principal), eq(idempotencyKeys.key, claim.key)));
        return { kind: 'proceed' as const };
      }
      if (row.fingerprint !== claim.fingerprint) {
        throw new HttpProblem({
          status: 422,
          code: WRITE_PROBLEM_CODES.idempotencyKeyReused,
          detail: `This Idempotency-Key was already used for a different submit (${row.route}) with other content. Send a new key for a new change.`,
        });
      }
      if (row.state === 'pending') throw inProgress();
      return {
        kind: 'replay' as const,
        answer: { status: row.responseStatus ?? 200, body: row.responseBody },
      };
    });
  }

  /** Stores the final answer of a claimed key. */
  async complete(claim: IdempotencyClaim, answer: StoredAnswer): Promise<void> {
    await this.storeAnswer.execute({
      principal: claim.principal,
      key: claim.key,
      fingerprint: claim.fingerprint,
      status: answer.status,
      body: JSON.stringify(answer.body ?? null),
    });
  }

  /** Forgets a claimed key whose submit ended without a final answer, so a retry runs again. */
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
