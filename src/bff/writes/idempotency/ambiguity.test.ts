import { describe, expect, it } from 'vitest';
import { GovernorTimeoutError } from '../../governor/governor';
import { GovernorRefusal } from '../../governor/governorRefusal';
import { HttpProblem } from '../../http/problem';
import {
  AttachmentStreamError,
  UpstreamRateLimited,
  UpstreamTimeout,
  UpstreamUnavailable,
  UpstreamUnreadableBody,
} from '../../vendor/client/errors';
import { vendorProblem } from '../../vendor/governed/vendorProblem';
import { mayHaveBeenApplied, retrySafeProblem } from './ambiguity';

const subject = { what: 'request 10001', notFoundCode: 'request_not_found', write: true };
const told = (error: unknown) => vendorProblem(error, subject, { now: 0 });
const call = { operation: 'updateResponsible' as const, durationMs: 5 };

describe('mayHaveBeenApplied', () => {
  it('is true when the request may have reached the vendor', () => {
    expect(
      mayHaveBeenApplied(told(new UpstreamTimeout('t', { ...call, phase: 'headers', limitMs: 1 }))),
    ).toBe(true);
    expect(mayHaveBeenApplied(told(new UpstreamUnavailable('500', { ...call, status: 500 })))).toBe(true);
    expect(mayHaveBeenApplied(told(new UpstreamUnavailable('reset', { ...call, code: 'ECONNRESET' })))).toBe(
      true,
    );
    expect(mayHaveBeenApplied(told(new UpstreamUnreadableBody('x', { ...call, status: 200 })))).toBe(true);
    expect(mayHaveBeenApplied(told(new GovernorTimeoutError('slow')))).toBe(true);
    expect(mayHaveBeenApplied(new Error('a bug'))).toBe(true);
  });

  it('is false when nothing, or nothing complete, reached the vendor, or it refused', () => {
    expect(mayHaveBeenApplied(told(new GovernorRefusal('calls', 'write', new Date(0))))).toBe(false);
    expect(
      mayHaveBeenApplied(told(new UpstreamTimeout('t', { ...call, phase: 'connect', limitMs: 1 }))),
    ).toBe(false);
    expect(mayHaveBeenApplied(told(new UpstreamUnavailable('no', { ...call, code: 'ECONNREFUSED' })))).toBe(
      false,
    );
    expect(mayHaveBeenApplied(told(new AttachmentStreamError('cut', 'a.pdf')))).toBe(false);
    expect(mayHaveBeenApplied(told(new UpstreamRateLimited('429', { ...call, cause: undefined })))).toBe(
      false,
    );
    expect(mayHaveBeenApplied(new HttpProblem({ status: 400, code: 'invalid_input', detail: 'x' }))).toBe(
      false,
    );
  });
});

describe('retrySafeProblem', () => {
  it('keeps the code and status and says that the same submission may be sent again', () => {
    const problem = told(new UpstreamUnavailable('500', { ...call, status: 500 })) as HttpProblem;
    const safe = retrySafeProblem(problem);
    expect([safe.status, safe.code]).toEqual([502, 'vendor_unavailable']);
    expect(safe.message).toBe(
      'The vendor is unavailable right now (it answered 500), so Painel cannot tell yet whether it applied the change. Try again in a few minutes. Sending the same submission again is safe: Painel first checks with the vendor and sends nothing it already has.',
    );
    const timeout = retrySafeProblem(told(new GovernorTimeoutError('slow')) as HttpProblem);
    expect([timeout.status, timeout.code]).toEqual([504, 'vendor_timeout']);
    expect(timeout.message).toMatch(
      /^The vendor did not answer in time, .* Sending the same submission again is safe/,
    );
  });
});
