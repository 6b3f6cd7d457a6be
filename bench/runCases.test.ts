import { describe, expect, it } from 'vitest';
import type { BenchCase } from './figure';
import { formatReport, runCases } from './runCases';

const figure = (name: string, value: number) => ({ name, value, unit: 'ms', target: { below: 10 } });

describe('the bench runner', () => {
  it('retries a failing case once, reports it as failed with its error, and keeps every other figure', async () => {
    let brokenRuns = 0;
    let flakyRuns = 0;
    const cases: BenchCase[] = [
      { group: 'first', run: async () => [figure('first p50', 4)] },
      {
        group: 'broken',
        run: async () => {
          brokenRuns += 1;
          throw new Error('port 8080 is taken');
        },
      },
      {
        group: 'flaky',
        run: async () => {
          flakyRuns += 1;
          if (flakyRuns === 1) throw new Error('first attempt fails');
          return [figure('flaky p50', 12)];
        },
      },
      { group: 'last', run: async () => [figure('last p50', 3)] },
    ];
    const log: string[] = [];
    const outcome = await runCases(cases, (line) => log.push(line));

    expect(brokenRuns).toBe(2);
    expect(flakyRuns).toBe(2);
    expect(outcome.rows.map((row) => row.name)).toEqual(['first p50', 'flaky p50', 'last p50']);
    expect(outcome.failures).toEqual([
      { group: 'broken', attempts: 2, error: expect.stringContaining('port 8080 is taken') },
    ]);
    expect(log).toContain('flaky failed (first attempt fails); trying once more');

    const report = formatReport(outcome);
    expect(report).toMatch(/\| broken\s+\| \(no figures: failed 2 times, error below\)\s+\|.*\| FAILED\s+\|/);
    expect(report).toMatch(/\| flaky\s+\| flaky p50\s+\| 12\.0 ms .*\| MISSES\s+\|/);
    expect(report).toMatch(/\| last\s+\| last p50\s+\| 3\.00 ms .*\| meets\s+\|/);
    expect(report).toContain('broken FAILED:\nError: port 8080 is taken');
  });

  it('survives a case that throws something that is not an Error', async () => {
    const outcome = await runCases(
      [
        {
          group: 'odd',
          // A rejection with a plain string, as some libraries do.
          run: () => Promise.reject('plain text'),
        },
      ],
      () => undefined,
    );
    expect(outcome.failures).toEqual([{ group: 'odd', attempts: 2, error: 'plain text' }]);
  });
});
