import { describe, expect, it } from 'vitest';
import { addDays, dayStartMs, monthsBefore, monthStart, utcDay } from './calendarDays';

describe('calendar days for the vendor filters', () => {
  it('reads and moves whole UTC days, across months and years', () => {
    expect(utcDay(Date.UTC(2025, 0, 31, 23, 59, 59, 999))).toBe('2025-01-31');
    expect(dayStartMs('2025-03-01')).toBe(Date.UTC(2025, 2, 1));
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(monthStart('2025-06-15')).toBe('2025-06-01');
    expect(monthsBefore('2025-06-15', 24)).toBe('2023-06-01');
    expect(monthsBefore('2025-01-10', 1)).toBe('2024-12-01');
    expect(monthsBefore('2025-01-10', 13)).toBe('2023-12-01');
  });
});
