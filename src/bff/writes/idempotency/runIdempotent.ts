import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_REPLAYED_HEADER,
  idempotencyKeySchema,
} from '../../../contract/api/writes';
import { WRITE_PROBLEM_CODES } from '../../../contract/api/problemCodes';
import { PROBLEM_CONTENT_TYPE } from '../../http/errorHandler';
import { HttpProblem } from '../../http/problem';
import type { IdempotencyClaim, IdempotencyStore } from './idempotencyStore';

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
 * the vendor refused it for good (404, 422). Refusals by the governor, time-outs and outages are
 * passing: the key is released and a retry tries again.
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
  work: () => Promise<T>;
}

/**
 * Runs a write at most once per Idempotency-Key: a retried submit with the same content gets the
 * first answer again (marked `Idempotency-Replayed: true`) and nothing is sent to the vendor.
 */
export async function runIdempotent<T>(run: IdempotentRun<T>): Promise<T | FastifyReply> {
  const { store, claim, request, reply } = run;
  if (!claim) return run.work();
  const start = await store.begin(claim);
  if (start.kind === 'replay') {
    reply.header(IDEMPOTENCY_REPLAYED_HEADER, 'true');
    const { status, body } = start.answer;
    if (status >= 400) reply.type(PROBLEM_CONTENT_TYPE);
    return reply.code(status).send(body);
  }
  try {
    const result = await run.work();
    await store.complete(claim, { status: 200, body: result });
    return result;
  } catch (error) {
    if (error instanceof HttpProblem && isFinal(error.status)) {
      await store.complete(claim, {
        status: error.status,
        body: error.toDocument(request.url.split('?')[0], request.id),
      });
    } else {
      await store.release(claim).catch((releaseError: unknown) => {
        request.log.warn({ err: releaseError }, 'could not release an idempotency key');
      });
    }
    throw error;
  }
}
