import { describe, expect, it } from 'vitest';
import { VENDOR_PROBLEM_CODES, WRITE_PROBLEM_CODES } from '../../../contract/api/problemCodes';
import { ApiError } from '../../lib/fetchJson';
import { isRetryable, writeFailureOf } from './writeFailure';

const problem = (status: number, code: string) => new ApiError(status, code, 'detail from the server');

describe('what a failed payment write means', () => {
  it('offers the same submission again after a time-out or an unreadable answer, since the server checks the vendor first', () => {
    for (const failure of [
      writeFailureOf(problem(504, VENDOR_PROBLEM_CODES.timeout)),
      writeFailureOf(problem(502, VENDOR_PROBLEM_CODES.unreadableAnswer)),
    ]) {
      expect(failure).toEqual({ kind: 'uncertain', detail: 'detail from the server' });
      expect(isRetryable(failure)).toBe(true);
    }
  });

  it('offers a retry while the first submit runs, and after no answer at all', () => {
    expect(isRetryable(writeFailureOf(problem(409, WRITE_PROBLEM_CODES.idempotencyInProgress)))).toBe(true);
    expect(isRetryable(writeFailureOf(new TypeError('Failed to fetch')))).toBe(true);
  });

  it('does not offer the same content again when it was refused', () => {
    expect(isRetryable(writeFailureOf(problem(403, 'forbidden')))).toBe(false);
    expect(isRetryable(writeFailureOf(problem(422, 'vendor_rejected')))).toBe(false);
  });
});
