import { describe, expect, it } from 'vitest';
import { addMonths, comparisonOf } from './period';

const compare = (from: string, to: string, today: string) => {
  const { compared, previous } = comparisonOf({ from, to }, today);
  return { compared: [compared.from, compared.to], previous: [previous.from, previous.to] };
};

describe('what a period is compared with', () => {
  it('compares a month so far with the same days of the month before', () => {
    expect(compare('2026-11-01', '2026-11-10', '2026-11-10')).toEqual({
      compared: ['2026-11-01', '2026-11-10'],
      previous: ['2026-10-01', '2026-10-10'],
    });
    // The whole month chosen while it runs: the same, not the whole of October.
    expect(compare('2026-11-01', '2026-11-30', '2026-11-10')).toEqual({
      compared: ['2026-11-01', '2026-11-10'],
      previous: ['2026-10-01', '2026-10-10'],
    });
    // On its last day a month is still running: 1 to 31 March against February, which is shorter.
    expect(compare('2026-03-01', '2026-03-31', '2026-03-31').previous).toEqual(['2026-02-01', '2026-02-28']);
  });

  it('compares a month that is over with the whole month before', () => {
    expect(compare('2026-10-01', '2026-10-31', '2026-11-10').previous).toEqual(['2026-09-01', '2026-09-30']);
    expect(compare('2026-03-01', '2026-03-31', '2026-04-01').previous).toEqual(['2026-02-01', '2026-02-28']);
    expect(compare('2026-02-01', '2026-02-28', '2026-03-02').previous).toEqual(['2026-01-01', '2026-01-31']);
  });

  it('compares a year from 1 January with the same days of the year before', () => {
    expect(compare('2026-01-01', '2026-11-28', '2026-11-28')).toEqual({
      compared: ['2026-01-01', '2026-11-28'],
      previous: ['2025-01-01', '2025-11-28'],
    });
    expect(compare('2028-01-01', '2028-02-29', '2028-02-29').previous).toEqual(['2027-01-01', '2027-02-28']);
    expect(compare('2025-01-01', '2025-12-31', '2026-01-05').previous).toEqual(['2024-01-01', '2024-12-31']);
  });

  it('compares whole months with as many months before', () => {
    expect(compare('2026-04-01', '2026-06-30', '2026-11-10').previous).toEqual(['2026-01-01', '2026-03-31']);
  });

  it('compares any other period with as many days before it, up to today while it runs', () => {
    // The last 30 days: the 30 before, as always.
    expect(compare('2026-10-30', '2026-11-28', '2026-11-28')).toEqual({
      compared: ['2026-10-30', '2026-11-28'],
      previous: ['2026-09-30', '2026-10-29'],
    });
    // 15 November to 14 December read on 28 November: its first 14 days against the first 14 of
    // the 30 days before it.
    expect(compare('2026-11-15', '2026-12-14', '2026-11-28')).toEqual({
      compared: ['2026-11-15', '2026-11-28'],
      previous: ['2026-10-16', '2026-10-29'],
    });
    // Starting on the 1st but ending mid-month across months: days, not months.
    expect(compare('2026-09-01', '2026-10-15', '2026-11-28').previous).toEqual(['2026-07-18', '2026-08-31']);
  });

  it('moves a day by months as PostgreSQL does, onto the last day of a shorter month', () => {
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-10-31', 1)).toBe('2026-11-30');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2026-01-15', -2)).toBe('2025-11-15');
  });
});
