import { describe, expect, it } from 'vitest';
import { dateRangePresets } from './dateRangePresets';

describe('date range presets', () => {
  it('counts whole days from today, last month included across a year boundary', () => {
    const presets = dateRangePresets(new Date(2026, 0, 15, 10, 0));
    expect(presets.today).toEqual(['2026-01-15', '2026-01-15']);
    expect(presets.last7).toEqual(['2026-01-09', '2026-01-15']);
    expect(presets.thisMonth).toEqual(['2026-01-01', '2026-01-15']);
    expect(presets.lastMonth).toEqual(['2025-12-01', '2025-12-31']);
    expect(presets.thisYear).toEqual(['2026-01-01', '2026-01-15']);
  });
});
