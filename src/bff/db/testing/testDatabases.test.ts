import { afterEach, describe, expect, it, vi } from 'vitest';
import { skipPostgresSuite } from './testDatabases';

describe('skipPostgresSuite', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('runs the suite wherever TEST_DATABASE_URL names a server', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/test';
    expect(skipPostgresSuite('suite', { TEST_DATABASE_URL: url, CI: 'true' })).toBe(false);
    expect(skipPostgresSuite('suite', { TEST_DATABASE_URL: url })).toBe(false);
  });

  it('fails in CI without a server, saying what to set, instead of skipping', () => {
    for (const CI of ['true', '1']) {
      expect(() => skipPostgresSuite('the governor on PostgreSQL', { CI })).toThrow(
        /the governor on PostgreSQL: TEST_DATABASE_URL is not set, and CI requires PostgreSQL.*TEST_DATABASE_URL=postgres:/,
      );
    }
  });

  it('skips outside CI without a server, and says so', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(skipPostgresSuite('the governor on PostgreSQL', {})).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('the governor on PostgreSQL: skipped because'));
  });
});
