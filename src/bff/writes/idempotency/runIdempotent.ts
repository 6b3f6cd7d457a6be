import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_REPLAYED_HEADER,
  idempotencyKeySchema,
} from '../../../contract/api/writes';
import { WRITE_PROBLEM_CODES } from '../../../contract/api/problemCodes';
import { PROBLEM_CONTENT_TYPE } from '../../http/errorHandler';
import { HttpProblem } from '../../http/problem';
import { mayHaveBeenApplied, retrySafeProblem } from './ambiguity';
import type { DoubtfulStart, IdempotencyClaim, IdempotencyStore } from './idempotencyStore';

/**
 * The request's Idempotency-Key, checked before the body is read, or undefined when none was sent
 * (the header is optional; the SPA always sends one).
 */
export function readIdempotencyKey(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (raw === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(Array.isArray(raw) ? raw.join(',') : raw);
  if (!parsed.success) {
    throw new HttpProblem({
      status: 400,
      code: WRITE_PROBLEM_CODES.invalidIdempotencyKey,
      detail: `The Idempotency-Key header ${parsed.error.issues[0]?.message ?? 'is invalid'}.`,
    });
  }
  return parsed.data;
}

/**
 * A vendor answer that is final, and so worth repeating to a retry: the change happened (2xx), or
 * the vendor refused it for good (404, 422). Refusals by the governor are passing: the key is
 * released and a retry tries again. Time-outs and outages are ambiguous: the key is kept, marked,
 * and a retry checks the vendor before sending (docs/decisions/022-ambiguous-writes.md).
 */
function isFinal(status: number): boolean {
  return (status >= 200 && status < 300) || status === 404 || status === 422;
}

export interface IdempotentRun<T> {
  store: IdempotencyStore;
  request: FastifyRequest;
  reply: FastifyReply;
  /** Absent: no header was sent, the write simply runs. */
  claim: IdempotencyClaim | undefined;
  /**
   * The write. `doubt` is set when an earlier submit of the same content ended without knowing
   * whether the vendor applied it: the work must then check the vendor before sending anything.
   */
  work: (doubt: DoubtfulStart | null) => Promise<T>;
  /**
   * Bookkeeping of the work the answer must also wait for, run beside the key's answer rather than
   * before it (the governor's record of the vendor call's end, ADR 049).
   */
  alongside: () => Promise<void>;
}

/** Renews the claim while the submit runs, so that no retry takes a live submit for a dead one. */
function keepClaimed(run: IdempotentRun<unknown>, claim: IdempotencyClaim): () => void {
  const timer = setInterval(
    () => {
      run.store.renew(claim).catch((error: unknown) => {
        run.request.log.warn({ err: error }, 'could not renew an idempotency key');
      });
    },
    Math.max(500, Math.floor(run.store.leaseMs / 3)),
  );
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Runs a write at most once per Idempotency-Key: a retried submit with the same content gets the
 * first answer again (marked `Idempotency-Replayed: true`) and nothing is sent to the vendor; a
 * retry after an ambiguous end runs the work with a doubt, which checks the vendor first.
 */
export async function runIdempotent<T>(run: IdempotentRun<T>): Promise<T | FastifyReply> {
  const { store, claim, request, reply } = run;
  if (!claim) {
    const result = await run.work(null);
    await run.alongside();
    return result;
  }
  const start = await store.begin(claim);
  if (start.kind === 'replay') {
    reply.header(IDEMPOTENCY_REPLAYED_HEADER, 'true');
    const { status, body } = start.answer;
    if (status >= 400) reply.type(PROBLEM_CONTENT_TYPE);
    return reply.code(status).send(body);
  }
  const doubt = start.kind === 'verify' ? start.after : null;
  const stopRenewing = keepClaimed(run as IdempotentRun<unknown>, claim);
  let result: T;
  try {
    result = await run.work(doubt);
  } catch (error) {
    stopRenewing();
    if (error instanceof HttpProblem && isFinal(error.status)) {
      await store.complete(claim, {
        status: error.status,
        body: error.toDocument(request.url.split('?')[0], request.id),
      });
      throw error;
    }
    // Still unknown, whether this attempt may have been applied or an earlier one's doubt stays
    // unresolved (the check itself failed): keep the key, marked, for the next retry to check.
    if (mayHaveBeenApplied(error) || doubt !== null) {
      const status = error instanceof HttpProblem ? error.status : 500;
      await store.markAmbiguous(claim, status).catch((markError: unknown) => {
        // Left pending and no longer renewed, the key counts as abandoned soon: also checked.
        request.log.warn({ err: markError }, 'could not mark an idempotency key ambiguous');
      });
      throw error instanceof HttpProblem && mayHaveBeenApplied(error) ? retrySafeProblem(error) : error;
    }
    await store.release(claim).catch((releaseError: unknown) => {
      request.log.warn({ err: releaseError }, 'could not release an idempotency key');
    });
    throw error;
  }
  stopRenewing();
  // Should this fail, the key stays pending and unrenewed: a retry then checks the vendor.
  await Promise.all([store.complete(claim, { status: 200, body: result }), run.alongside()]);
  return result;
}
