import { describe, expect, it } from 'vitest';
import { formatDateRange, parseTypedDateRange } from './typedDateRange';

describe('a date range typed by hand', () => {
  it('reads days as a Brazilian writes them, with either dash', () => {
    expect(parseTypedDateRange('01/03/2026 – 15/03/2026', 'pt-BR')).toEqual({
      ok: true,
      from: '2026-03-01',
      to: '2026-03-15',
    });
    expect(parseTypedDateRange(' 1/3/2026-15/3/2026 ', 'pt-BR')).toEqual({
      ok: true,
      from: '2026-03-01',
      to: '2026-03-15',
    });
  });

  it('reads the English order for an English reader', () => {
    expect(parseTypedDateRange('03/01/2026 - 03/15/2026', 'en')).toEqual({
      ok: true,
      from: '2026-03-01',
      to: '2026-03-15',
    });
  });

  it('takes one day, an open end, or nothing', () => {
    expect(parseTypedDateRange('05/01/2024', 'pt-BR')).toEqual({
      ok: true,
      from: '2024-01-05',
      to: '2024-01-05',
    });
    expect(parseTypedDateRange('05/01/2024 –', 'pt-BR')).toEqual({
      ok: true,
      from: '2024-01-05',
      to: undefined,
    });
    expect(parseTypedDateRange('– 31/01/2024', 'pt-BR')).toEqual({
      ok: true,
      from: undefined,
      to: '2024-01-31',
    });
    expect(parseTypedDateRange('  ', 'pt-BR')).toEqual({ ok: true, from: undefined, to: undefined });
  });

  it('refuses what is not a day, and a range that ends before it starts', () => {
    expect(parseTypedDateRange('31/02/2026', 'pt-BR')).toEqual({ ok: false, reason: 'format' });
    expect(parseTypedDateRange('2026-03-01', 'pt-BR')).toEqual({ ok: false, reason: 'format' });
    expect(parseTypedDateRange('–', 'pt-BR')).toEqual({ ok: false, reason: 'format' });
    expect(parseTypedDateRange('15/03/2026 – 01/03/2026', 'pt-BR')).toEqual({ ok: false, reason: 'order' });
  });

  it('writes a range back the way it reads it', () => {
    expect(formatDateRange('2026-03-01', '2026-03-15', 'pt-BR')).toBe('01/03/2026 – 15/03/2026');
    expect(formatDateRange('2026-03-01', undefined, 'pt-BR')).toBe('01/03/2026 –');
    expect(formatDateRange(undefined, '2026-03-15', 'en')).toBe('– 03/15/2026');
    expect(formatDateRange(undefined, undefined, 'pt-BR')).toBe('');
  });
});
