import { problemDocument } from '../../../../contract/api/problem';
import { ApiError } from '../../../lib/fetchJson';

/** The request never got an answer (offline, connection reset, proxy dropped it). */
export class PaymentNetworkError extends Error {
  constructor() {
    super('The connection failed before the server answered.');
    this.name = 'PaymentNetworkError';
  }
}

/**
 * A refusal read from an XMLHttpRequest the way src/web/lib/sendJson.ts reads one from fetch: the
 * problem's code, detail, field errors and `retryAt` (or the `Retry-After` of a throttle), so a 401
 * still ends the session and the form can mark fields and say when to retry.
 */
export function writeErrorOf(
  status: number,
  bodyText: string,
  retryAfter: string | null,
  now: number = Date.now(),
): ApiError {
  let body: unknown;
  try {
    body = bodyText === '' ? undefined : JSON.parse(bodyText);
  } catch {
    body = undefined;
  }
  const parsed = problemDocument.safeParse(body);
  const retryAt = (parsed.success ? parsed.data.retryAt : undefined) ?? retryAtFromHeader(retryAfter, now);
  if (!parsed.success) return new ApiError(status, `http_${status}`, `HTTP ${status}`, { retryAt });
  const problem = parsed.data;
  return new ApiError(status, problem.code, problem.detail, {
    retryAt,
    errors: problem.errors,
    problem: body,
  });
}

/** Retry-After is either seconds or an HTTP date. */
function retryAtFromHeader(value: string | null, now: number): string | undefined {
  if (value === null || value.trim() === '') return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return new Date(now + Math.max(0, seconds) * 1000).toISOString();
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : new Date(date).toISOString();
}
