import { describe, expect, it } from 'vitest';
import { brazilianBoundText, brazilianDateTime } from './exportDateText';

describe('export dates in pt-BR', () => {
  it('writes an instant as São Paulo’s wall clock', () => {
    expect(brazilianDateTime('2026-11-26T17:05:00.000Z')).toBe('26/11/2026 14:05');
  });

  it('writes a bound at São Paulo’s midnight as its day, and any other bound with its time', () => {
    // The first copy bounds a status by the end of a day it read (ADR 065): 03:00 UTC is midnight there.
    expect(brazilianBoundText('2026-11-24T03:00:00.000Z')).toBe('antes de 24/11/2026');
    // A webhook's lastUpdate is a real moment, and keeps it.
    expect(brazilianBoundText('2026-11-24T13:40:00.000Z')).toBe('antes de 24/11/2026 10:40');
    expect(brazilianBoundText('2026-11-24T03:00:30.000Z')).toBe('antes de 24/11/2026 00:00');
  });
});
