import { describe, expect, it } from 'vitest';
import {
  calendarDate,
  DATE_ONLY_FORMAT,
  isCalendarDate,
  ISO_TIMESTAMP_MS_FORMAT,
  PAID_AT_FORMAT,
} from './dateFormats';

describe('calendar dates', () => {
  it('accepts existing days, leap days included', () => {
    for (const day of ['2024-02-29', '2000-02-29', '2023-12-31', '2024-01-01', '2024-04-30']) {
      expect(isCalendarDate(day), day).toBe(true);
      expect(calendarDate.parse(day)).toBe(day);
    }
  });

  it('refuses impossible days and other shapes', () => {
    for (const day of [
      '2024-02-30',
      '2023-02-29',
      '1900-02-29',
      '2024-04-31',
      '2024-13-01',
      '2024-00-01',
      '2024-01-00',
      '24-01-01',
      '2024-01-01T00:00',
    ]) {
      expect(isCalendarDate(day), day).toBe(false);
      expect(calendarDate.safeParse(day).success).toBe(false);
    }
  });
});

describe('documented date formats', () => {
  it('match the spec shapes and refuse near misses', () => {
    expect(DATE_ONLY_FORMAT.test('2024-03-10')).toBe(true);
    expect(PAID_AT_FORMAT.test('2024-03-06T14:05')).toBe(true);
    expect(PAID_AT_FORMAT.test('2024-03-06T14:05:00')).toBe(false);
    expect(ISO_TIMESTAMP_MS_FORMAT.test(new Date(0).toISOString())).toBe(true);
    expect(ISO_TIMESTAMP_MS_FORMAT.test('2024-03-01T12:30:45Z')).toBe(false);
  });
});
