import { describe, expect, it } from 'vitest';
import { addMonths, comparisonOf } from './period';

describe('what a period is compared with', () => {
  // "period on today: the part compared against the previous period", each range from..to.
  it.each([
    // A month so far: the same days of the month before; chosen whole while it runs, the same.
    '2026-11-01..2026-11-10 on 2026-11-10: 2026-11-01..2026-11-10 against 2026-10-01..2026-10-10',
    '2026-11-01..2026-11-30 on 2026-11-10: 2026-11-01..2026-11-10 against 2026-10-01..2026-10-10',
    // On its last day a month is still running: 1 to 31 March against February, which is shorter.
    '2026-03-01..2026-03-31 on 2026-03-31: 2026-03-01..2026-03-31 against 2026-02-01..2026-02-28',
    // A month that is over: the whole month before, whatever their lengths.
    '2026-10-01..2026-10-31 on 2026-11-10: 2026-10-01..2026-10-31 against 2026-09-01..2026-09-30',
    '2026-03-01..2026-03-31 on 2026-04-01: 2026-03-01..2026-03-31 against 2026-02-01..2026-02-28',
    '2026-02-01..2026-02-28 on 2026-03-02: 2026-02-01..2026-02-28 against 2026-01-01..2026-01-31',
    // A year from 1 January: the same days of the year before.
    '2026-01-01..2026-11-28 on 2026-11-28: 2026-01-01..2026-11-28 against 2025-01-01..2025-11-28',
    '2028-01-01..2028-02-29 on 2028-02-29: 2028-01-01..2028-02-29 against 2027-01-01..2027-02-28',
    '2025-01-01..2025-12-31 on 2026-01-05: 2025-01-01..2025-12-31 against 2024-01-01..2024-12-31',
    // Whole months: as many months before.
    '2026-04-01..2026-06-30 on 2026-11-10: 2026-04-01..2026-06-30 against 2026-01-01..2026-03-31',
    // Any other period: as many days before, up to today while it runs (the last 30 days; 30 days
    // read on their 14th; from the 1st to mid-month across months).
    '2026-10-30..2026-11-28 on 2026-11-28: 2026-10-30..2026-11-28 against 2026-09-30..2026-10-29',
    '2026-11-15..2026-12-14 on 2026-11-28: 2026-11-15..2026-11-28 against 2026-10-16..2026-10-29',
    '2026-09-01..2026-10-15 on 2026-11-28: 2026-09-01..2026-10-15 against 2026-07-18..2026-08-31',
  ])('compares %s', (line) => {
    const [from, to, today, ...expected] = line.match(/\d{4}-\d\d-\d\d/g) ?? [];
    const noon = Date.parse(`${today}T12:00:00Z`);
    const { compared, previous } = comparisonOf({ from: String(from), to: String(to) }, noon);
    expect([compared.from, compared.to, previous.from, previous.to]).toEqual(expected);
  });

  it('stops the last day of the previous span at the minute of the day the period is read at', () => {
    const readAt = (instant: string) =>
      comparisonOf({ from: '2026-12-01', to: '2026-12-31' }, Date.parse(instant)).previous;
    // At 03:50 on the 1st, those hours of the 1st of November, not the whole day.
    expect(readAt('2026-12-01T03:50:42.500Z')).toEqual({
      from: '2026-11-01',
      to: '2026-11-01',
      before: '2026-11-01T03:50:00.000Z',
    });
    // On the 31st of March, February's last day, cut at the same time.
    expect(
      comparisonOf({ from: '2026-03-01', to: '2026-03-31' }, Date.parse('2026-03-31T18:05:00Z')).previous,
    ).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
      before: '2026-02-28T18:05:00.000Z',
    });
    // A period that is over, or still to come, is compared by whole days.
    expect(readAt('2027-01-02T10:00:00Z').before).toBeUndefined();
    // Its cohorts are still read at the same age: on 2 January at 10:00, November's as of 2 December.
    const overOn2January = comparisonOf(
      { from: '2026-12-01', to: '2026-12-31' },
      Date.parse('2027-01-02T10:00Z'),
    );
    expect(overOn2January.previousNow).toBe('2026-12-02T10:00:00.000Z');
    expect(readAt('2026-11-20T10:00:00Z').before).toBeUndefined();
  });

  it('moves a day by months as PostgreSQL does, onto the last day of a shorter month', () => {
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-10-31', 1)).toBe('2026-11-30');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2026-01-15', -2)).toBe('2025-11-15');
  });
});
