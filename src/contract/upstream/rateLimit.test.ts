import { describe, expect, it } from 'vitest';
import { RATE_LIMIT_CAUSES } from './enums';
import { rateLimitBody, readRateLimitCause } from './rateLimit';

describe('429 bodies', () => {
  it('reads both causes from the body the sandbox writes', () => {
    for (const cause of RATE_LIMIT_CAUSES) {
      const body = rateLimitBody.parse({ error: cause, message: 'Access deactivated' });
      expect(readRateLimitCause(body)).toBe(cause);
      expect(readRateLimitCause(JSON.stringify(body))).toBe(cause);
    }
    expect(rateLimitBody.safeParse({ error: 'tooMany' }).success).toBe(false);
  });

  it('finds the cause in other plausible shapes', () => {
    expect(readRateLimitCause({ cause: 'timeLimit' })).toBe('timeLimit');
    expect(readRateLimitCause({ code: 'hardLimit', error: 'Too Many Requests' })).toBe('hardLimit');
    expect(readRateLimitCause({ error: { type: 'timeLimit' } })).toBe('timeLimit');
    expect(readRateLimitCause([{ reason: 'hardLimit' }])).toBe('hardLimit');
    expect(readRateLimitCause({ message: 'Usage limit exceeded (timeLimit): access deactivated' })).toBe(
      'timeLimit',
    );
    expect(readRateLimitCause('hardLimit')).toBe('hardLimit');
    expect(readRateLimitCause('Too many requests: HARDLIMIT reached')).toBe('hardLimit');
    expect(readRateLimitCause({ hardLimit: true })).toBe('hardLimit');
  });

  it('prefers an exact cause over a mention and the first mention in free text', () => {
    expect(readRateLimitCause({ error: 'timeLimit', message: 'not the hardLimit' })).toBe('timeLimit');
    expect(readRateLimitCause('timeLimit reached before hardLimit')).toBe('timeLimit');
  });

  it('names no cause when the body names none', () => {
    for (const body of [undefined, null, '', 'Too Many Requests', { error: 'Too Many Requests' }, 429]) {
      expect(readRateLimitCause(body)).toBeUndefined();
    }
  });
});
