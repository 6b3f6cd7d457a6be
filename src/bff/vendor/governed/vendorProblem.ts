import { VENDOR_PROBLEM_CODES } from '../../../contract/api/problemCodes';
import { GovernorRefusal } from '../../governor/governorRefusal';
import { GovernorTimeoutError } from '../../governor/governor';
import { HttpProblem, type ProblemInit } from '../../http/problem';
import {
  AttachmentStreamError,
  UpstreamAborted,
  UpstreamError,
  UpstreamNotFound,
  UpstreamRateLimited,
  UpstreamRejected,
  UpstreamTimeout,
  UpstreamUnauthorized,
  UpstreamUnavailable,
  UpstreamUnreadableBody,
} from '../client/errors';

/**
 * A vendor outcome told as a problem a person can act on. `source` keeps what really happened
 * (a GovernorRefusal, an UpstreamError) for callers that decide on it, such as the statuses cache
 * serving a stale copy; it is never shown: its message may name vendor paths.
 */
export class VendorProblem extends HttpProblem {
  override name = 'VendorProblem';

  constructor(
    init: ProblemInit,
    readonly source: unknown,
  ) {
    super(init);
  }
}

/** What the failed call was about, in words: "request 10001", "payment 65f0c0ffee". */
export interface VendorSubject {
  /** e.g. `request 10001`, used in sentences. */
  what: string;
  /** The code for a 404: `request_not_found` or `payment_not_found`. */
  notFoundCode: string;
  /** An extra hint for a 404, e.g. that the collaborator's e-mail may be the unknown part. */
  notFoundHint?: string;
  /** True for a write: the sentences then say whether the change may have happened. */
  write: boolean;
}

/** `14:05 UTC`, or `2025-06-03 14:05 UTC` when it is not within the next 24 hours. */
export function describeMoment(at: Date, now: number): string {
  const iso = at.toISOString();
  const time = `${iso.slice(11, 16)} UTC`;
  return at.getTime() - now < 24 * 3_600_000 ? time : `${iso.slice(0, 10)} ${time}`;
}

function circuitSentence(cause: string | undefined): string {
  return (
    `Painel has stopped calling the vendor because it answered with a rate-limit refusal` +
    `${cause ? ` (${cause})` : ''}, which deactivates the vendor account. Nothing was sent. ` +
    `An administrator must ask the vendor's support to reactivate access and then confirm it in Painel → System.`
  );
}

export interface VendorProblemContext {
  now: number;
  /** The circuit's cause as stored, e.g. `429 hardLimit on "PUT /api/v1/..."`, for a circuit-open refusal. */
  circuitCause?: string;
}

/**
 * Turns whatever a governed vendor call threw into a VendorProblem; anything that is not a vendor
 * or governor outcome (a bug) is returned unchanged, for the error handler to log and hide.
 */
export function vendorProblem(
  error: unknown,
  subject: VendorSubject,
  context: VendorProblemContext,
): unknown {
  const make = (init: ProblemInit) => new VendorProblem(init, error);
  const maybe = subject.write
    ? ' The change may or may not have been applied: reload the request to see.'
    : '';

  if (error instanceof GovernorRefusal) {
    if (error.reason === 'circuit-open') {
      return make({
        status: 503,
        code: VENDOR_PROBLEM_CODES.circuitOpen,
        detail: circuitSentence(context.circuitCause),
      });
    }
    const when = error.retryAt ? describeMoment(error.retryAt, context.now) : 'a later time';
    const budget =
      error.reason === 'time'
        ? "The vendor allows only so much processing time per hour and Painel's share of it is used up"
        : 'The vendor allows only so many calls per hour and they are used up';
    return make({
      status: 503,
      code: VENDOR_PROBLEM_CODES.budgetExhausted,
      detail: `${budget}; this call fits again at ${when}. Nothing was sent to the vendor: try again then.`,
      retryAt: error.retryAt ?? undefined,
    });
  }
  if (error instanceof UpstreamRateLimited) {
    const cause = error.cause ? `429 ${error.cause}` : '429';
    return make({ status: 503, code: VENDOR_PROBLEM_CODES.circuitOpen, detail: circuitSentence(cause) });
  }
  if (error instanceof UpstreamUnauthorized) {
    return make({
      status: 502,
      code: VENDOR_PROBLEM_CODES.unauthorized,
      detail:
        'The vendor refused Painel’s access token, so nothing was done. An administrator must check the vendor token (UPSTREAM_TOKEN) with the vendor.',
    });
  }
  if (error instanceof UpstreamNotFound) {
    return make({
      status: 404,
      code: subject.notFoundCode,
      detail: `The vendor does not know ${subject.what}${subject.notFoundHint ? `, ${subject.notFoundHint}` : ''}. Nothing was changed.`,
    });
  }
  if (error instanceof UpstreamRejected) {
    const said = error.summary ? `: “${error.summary}”` : '';
    return make({
      status: 422,
      code: VENDOR_PROBLEM_CODES.rejected,
      detail: `The vendor refused the change to ${subject.what}${said}. Check the values and try again.`,
    });
  }
  if (
    error instanceof UpstreamTimeout ||
    error instanceof UpstreamAborted ||
    error instanceof GovernorTimeoutError
  ) {
    return make({
      status: 504,
      code: VENDOR_PROBLEM_CODES.timeout,
      detail: `The vendor did not answer in time.${maybe || ' Try again in a moment.'}`,
    });
  }
  if (error instanceof UpstreamUnreadableBody) {
    return make({
      status: 502,
      code: VENDOR_PROBLEM_CODES.unreadableAnswer,
      detail: `The vendor answered with something Painel cannot read.${maybe || ' Try again in a moment.'}`,
    });
  }
  if (error instanceof UpstreamUnavailable || error instanceof UpstreamError) {
    const answered = error.status ? ` (it answered ${error.status})` : '';
    return make({
      status: 502,
      code: VENDOR_PROBLEM_CODES.unavailable,
      detail: `The vendor is unavailable right now${answered}.${maybe} Try again in a few minutes.`,
    });
  }
  if (error instanceof AttachmentStreamError) {
    return make({
      status: 502,
      code: VENDOR_PROBLEM_CODES.unavailable,
      detail: `Sending the attachment “${error.filename}” was cut off, so the vendor received no complete update. Try again.`,
    });
  }
  return error;
}
