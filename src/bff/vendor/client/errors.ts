import type { RateLimitCause } from '../../../contract/upstream/index';

/** The client's operations, one per documented vendor path; named in every error and result. */
export const UPSTREAM_OPERATIONS = [
  'listRequests',
  'listChangeFeed',
  'listStatuses',
  'updateResponsible',
  'updateRequestPayment',
  'getPaymentRecord',
  'updatePaymentRecord',
  'deletePaymentRecord',
] as const;
export type UpstreamOperation = (typeof UPSTREAM_OPERATIONS)[number];

/**
 * A stable name per failure, so routes and the governor can switch on it without importing each
 * class, and so it survives JSON logging (the class name does not).
 */
export type UpstreamErrorKind =
  | 'unauthorized'
  | 'not-found'
  | 'rate-limited'
  | 'unavailable'
  | 'timeout'
  | 'unreadable-body'
  | 'rejected'
  | 'aborted';

/** Where a call stood when a deadline passed: connecting (DNS, TCP, TLS), sending, waiting, reading. */
export type UpstreamPhase = 'connect' | 'upload' | 'headers' | 'body';

export interface UpstreamErrorInit {
  operation: UpstreamOperation;
  /** The vendor's HTTP status, when an answer arrived. */
  status?: number;
  durationMs: number;
  cause?: unknown;
}

/**
 * Anything that ended a vendor call without a usable answer. Messages name the operation, the
 * method and path and the status; never the token, never a whole vendor body (see safeSummary).
 */
export abstract class UpstreamError extends Error {
  abstract readonly kind: UpstreamErrorKind;
  readonly operation: UpstreamOperation;
  readonly status: number | undefined;
  /** Wall time from the start of the call until it failed; the governor records it. */
  readonly durationMs: number;

  constructor(message: string, init: UpstreamErrorInit) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.operation = init.operation;
    this.status = init.status;
    this.durationMs = init.durationMs;
  }
}

/** 401: the token was refused; the listing also answers 401 when the function is unavailable. */
export class UpstreamUnauthorized extends UpstreamError {
  override readonly name = 'UpstreamUnauthorized';
  readonly kind = 'unauthorized';
}

/** 404: the request code, payment id or path is unknown to the vendor. */
export class UpstreamNotFound extends UpstreamError {
  override readonly name = 'UpstreamNotFound';
  readonly kind = 'not-found';
}

/**
 * 429: the vendor's hourly limits were exceeded and the account is now deactivated until a person
 * at the vendor turns it back on. `cause` is what the body named, when it named one.
 */
export class UpstreamRateLimited extends UpstreamError {
  override readonly name = 'UpstreamRateLimited';
  readonly kind = 'rate-limited';
  /** Lets the governor recognise a 429 by shape, without importing this class. */
  readonly isRateLimited = true;
  override readonly cause: RateLimitCause | undefined;

  constructor(
    message: string,
    init: Omit<UpstreamErrorInit, 'cause'> & { cause: RateLimitCause | undefined },
  ) {
    super(message, { ...init, cause: undefined });
    this.cause = init.cause;
  }
}

/** 5xx, an unexpected status, a refused or reset connection, or an answer cut off mid-way. */
export class UpstreamUnavailable extends UpstreamError {
  override readonly name = 'UpstreamUnavailable';
  readonly kind = 'unavailable';
  /** The system error code when the connection failed, e.g. `ECONNREFUSED`. */
  readonly code: string | undefined;

  constructor(message: string, init: UpstreamErrorInit & { code?: string }) {
    super(message, init);
    this.code = init.code;
  }
}

/** A deadline of the client passed: the vendor was too slow to connect, accept, answer or send. */
export class UpstreamTimeout extends UpstreamError {
  override readonly name = 'UpstreamTimeout';
  readonly kind = 'timeout';
  readonly phase: UpstreamPhase;
  /** The deadline of that phase. */
  readonly limitMs: number;

  constructor(message: string, init: UpstreamErrorInit & { phase: UpstreamPhase; limitMs: number }) {
    super(message, init);
    this.phase = init.phase;
    this.limitMs = init.limitMs;
  }
}

/**
 * A 2xx answer that cannot be used: not JSON, not a listing, larger than the client accepts. On a
 * write the change may have been applied all the same, so the caller should re-read the record.
 */
export class UpstreamUnreadableBody extends UpstreamError {
  override readonly name = 'UpstreamUnreadableBody';
  readonly kind = 'unreadable-body';
}

/**
 * The vendor refused the call: a 4xx other than 401/404/429 (400 for a bad request type, ...), or a
 * 2xx envelope saying `success: false` or carrying an `error`. `summary` is a short, token-free
 * excerpt of what the vendor said.
 */
export class UpstreamRejected extends UpstreamError {
  override readonly name = 'UpstreamRejected';
  readonly kind = 'rejected';
  readonly summary: string;

  constructor(message: string, init: UpstreamErrorInit & { summary: string }) {
    super(message, init);
    this.summary = init.summary;
  }
}

/** The caller's signal aborted the call (the governor's own time-out, a closed browser request). */
export class UpstreamAborted extends UpstreamError {
  override readonly name = 'UpstreamAborted';
  readonly kind = 'aborted';
}

/**
 * A call Painel must not make: a parameterless listing outside listChangeFeed, a value the vendor
 * contract does not allow, more than 5 attachments. Thrown before anything is sent; a bug in the
 * caller, not a vendor failure.
 */
export class UpstreamUsageError extends Error {
  override readonly name = 'UpstreamUsageError';
}

/**
 * An attachment's stream failed or delivered a different number of bytes than its declared size
 * while being sent; the upload was cut off, so the vendor received no complete request.
 */
export class AttachmentStreamError extends Error {
  override readonly name = 'AttachmentStreamError';

  constructor(
    message: string,
    readonly filename: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** True for a 429 from this client or anything shaped like one (`isRateLimited` or `status: 429`). */
export function isUpstreamRateLimited(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  return (
    ('isRateLimited' in error && error.isRateLimited === true) || ('status' in error && error.status === 429)
  );
}
