import { VENDOR_PROBLEM_CODES } from '../../../contract/api/problemCodes';
import { GovernorRefusal } from '../../governor/governorRefusal';
import { HttpProblem } from '../../http/problem';
import {
  AttachmentStreamError,
  UpstreamError,
  UpstreamRateLimited,
  UpstreamTimeout,
  UpstreamUnauthorized,
  UpstreamUnavailable,
} from '../../vendor/client/errors';
import { VendorProblem } from '../../vendor/governed/vendorProblem';

/** Connection failures that happen before a single byte of the request reaches the vendor. */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/**
 * Whether a write that failed this way may have been applied by the vendor all the same: a
 * time-out or a broken connection once the request was sent, a 5xx, an unreadable 2xx, or an
 * error Painel did not expect. A refusal by the governor, a 401, a 429, a request that never
 * connected and an upload cut off before its end certainly were not.
 */
export function mayHaveBeenApplied(error: unknown): boolean {
  if (!(error instanceof HttpProblem)) return true;
  if (!(error instanceof VendorProblem)) return false;
  const { source } = error;
  if (source === null || source instanceof GovernorRefusal) return false;
  if (source instanceof UpstreamRateLimited || source instanceof UpstreamUnauthorized) return false;
  if (source instanceof AttachmentStreamError) return false;
  if (source instanceof UpstreamTimeout) return source.phase !== 'connect';
  if (source instanceof UpstreamUnavailable && source.code !== undefined)
    return !NOT_CONNECTED.has(source.code);
  return error.status === 502 || error.status === 504;
}

const SAFE_RETRY =
  'Sending the same submission again is safe: Painel first checks with the vendor and sends nothing it already has.';

/**
 * The problem told for an ambiguous write that carried an Idempotency-Key: the same codes, and
 * instead of "reload to see", that a retry of the same submission cannot apply it twice.
 */
export function retrySafeProblem(problem: HttpProblem): HttpProblem {
  const unknown = 'so Painel cannot tell yet whether it applied the change.';
  let detail: string;
  switch (problem.code) {
    case VENDOR_PROBLEM_CODES.timeout:
      detail = `The vendor did not answer in time, ${unknown} ${SAFE_RETRY}`;
      break;
    case VENDOR_PROBLEM_CODES.unreadableAnswer:
      detail = `The vendor answered with something Painel cannot read, ${unknown} ${SAFE_RETRY}`;
      break;
    case VENDOR_PROBLEM_CODES.unavailable: {
      const source = problem instanceof VendorProblem ? problem.source : null;
      const status = source instanceof UpstreamError ? source.status : undefined;
      const answered = status ? ` (it answered ${status})` : '';
      detail = `The vendor is unavailable right now${answered}, ${unknown} Try again in a few minutes. ${SAFE_RETRY}`;
      break;
    }
    default:
      return problem;
  }
  const init = {
    status: problem.status,
    code: problem.code,
    detail,
    retryAt: problem.retryAt,
    errors: problem.errors,
    headers: problem.headers,
  };
  return problem instanceof VendorProblem ? new VendorProblem(init, problem.source) : new HttpProblem(init);
}
