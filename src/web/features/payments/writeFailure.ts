import { ZodError } from 'zod';
import { WRITE_PROBLEM_CODES, VENDOR_PROBLEM_CODES } from '../../../contract/api/problemCodes';
import { ApiError } from '../../lib/fetchJson';
import { PaymentNetworkError } from './api/writeError';

/**
 * What a failed payment write means for the person, and so what the alert says and whether
 * sending again (with the same Idempotency-Key) makes sense.
 */
export type WriteFailure =
  /** The governor refused: the vendor's hourly budget is used up until `retryAt`. */
  | { kind: 'budget'; retryAt: string | null; detail: string }
  /** The circuit is open after a 429: nothing goes to the vendor until an admin confirms. */
  | { kind: 'circuit'; detail: string }
  /** Painel's own throttle (429). */
  | { kind: 'throttled'; retryAt: string | null }
  /** No answer at all. */
  | { kind: 'network' }
  /** The vendor may or may not have applied it (time-out, unreadable answer). */
  | { kind: 'uncertain'; detail: string }
  /** The vendor is down or refuses Painel's token, or no vendor is configured. */
  | { kind: 'vendorDown'; detail: string }
  /** The first submit with this key is still running. */
  | { kind: 'inProgress' }
  /** Refused field by field: the fields say what. */
  | { kind: 'fields'; detail: string }
  | { kind: 'forbidden' }
  /** Any other refusal, in the server's words. */
  | { kind: 'refused'; detail: string }
  | { kind: 'unexpected' };

export function writeFailureOf(error: unknown): WriteFailure {
  if (error instanceof PaymentNetworkError) return { kind: 'network' };
  if (error instanceof ZodError || error instanceof SyntaxError) return { kind: 'unexpected' };
  // fetch rejects with a TypeError when the request never got an answer.
  if (!(error instanceof ApiError)) return { kind: 'network' };
  const retryAt = error.retryAt ?? null;
  const detail = error.code.startsWith('http_') ? '' : error.message;
  switch (error.code) {
    case VENDOR_PROBLEM_CODES.budgetExhausted:
      return { kind: 'budget', retryAt, detail };
    case VENDOR_PROBLEM_CODES.circuitOpen:
      return { kind: 'circuit', detail };
    case VENDOR_PROBLEM_CODES.timeout:
    case VENDOR_PROBLEM_CODES.unreadableAnswer:
      return { kind: 'uncertain', detail };
    case VENDOR_PROBLEM_CODES.unavailable:
    case VENDOR_PROBLEM_CODES.unauthorized:
    case VENDOR_PROBLEM_CODES.notConfigured:
      return { kind: 'vendorDown', detail };
    case WRITE_PROBLEM_CODES.idempotencyInProgress:
      return { kind: 'inProgress' };
  }
  if (error.fieldErrors.length > 0) return { kind: 'fields', detail };
  if (error.status === 429) return { kind: 'throttled', retryAt };
  if (error.status === 403) return { kind: 'forbidden' };
  if (error.status === 503 || error.status === 502 || error.status === 504) {
    return { kind: 'vendorDown', detail };
  }
  return { kind: 'refused', detail };
}

/**
 * Whether sending the same thing again later can work. An uncertain outcome can: the retry keeps
 * its Idempotency-Key, and the server reads the vendor before sending it again (ADR 022).
 */
export function isRetryable(failure: WriteFailure): boolean {
  return ['budget', 'circuit', 'throttled', 'network', 'uncertain', 'vendorDown', 'inProgress'].includes(
    failure.kind,
  );
}
