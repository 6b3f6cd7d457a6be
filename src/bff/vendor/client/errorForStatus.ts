import { readRateLimitCause } from '../../../contract/upstream/index';
import {
  type UpstreamError,
  UpstreamNotFound,
  type UpstreamOperation,
  UpstreamRateLimited,
  UpstreamRejected,
  UpstreamUnauthorized,
  UpstreamUnavailable,
} from './errors';
import { safeSummary } from './safeSummary';

export interface FailedAnswer {
  operation: UpstreamOperation;
  /** Method and path, never the query (it may hold a customer's e-mail) nor a header. */
  label: string;
  status: number;
  text: string;
  durationMs: number;
  token: string;
}

const LISTINGS: readonly UpstreamOperation[] = ['listRequests', 'listChangeFeed'];

/** The typed error for a vendor answer that is not 2xx. */
export function errorForStatus(answer: FailedAnswer): UpstreamError {
  const { operation, label, status, text, durationMs, token } = answer;
  const init = { operation, status, durationMs };
  const where = `(${operation}: ${label})`;

  if (status === 401) {
    const why = LISTINGS.includes(operation)
      ? 'the token was refused, or the listing is unavailable to this account'
      : 'the token was refused';
    return new UpstreamUnauthorized(`The vendor answered 401: ${why} ${where}.`, init);
  }
  if (status === 404) return new UpstreamNotFound(`The vendor answered 404: not found ${where}.`, init);
  if (status === 429) return rateLimitedError(answer, readRateLimitCause(text));
  if (status >= 400 && status < 500) {
    const summary = safeSummary(text, token);
    return new UpstreamRejected(
      `The vendor refused the call with ${status}${summary ? `: ${summary}` : ''} ${where}.`,
      { ...init, summary },
    );
  }
  const what = status >= 500 ? 'failed with' : 'answered the unexpected status';
  return new UpstreamUnavailable(`The vendor ${what} ${status} ${where}.`, init);
}

/** A 429, with the cause its body named when it could be read. */
export function rateLimitedError(
  answer: Pick<FailedAnswer, 'operation' | 'label' | 'durationMs'>,
  cause: ReturnType<typeof readRateLimitCause>,
): UpstreamRateLimited {
  const { operation, label, durationMs } = answer;
  const named = cause === undefined ? 'no cause named' : `cause ${cause}`;
  return new UpstreamRateLimited(
    `The vendor answered 429 (${named}): the account is deactivated until the vendor reactivates it (${operation}: ${label}).`,
    { operation, status: 429, durationMs, cause },
  );
}
