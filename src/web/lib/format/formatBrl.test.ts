import { describe, expect, it } from 'vitest';
import { formatBrl } from './formatBrl';
import { formatNumber } from './formatNumber';

// Intl separates symbol and figures with a no-break space; compare what a reader sees.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatBrl', () => {
  it('writes reais the Brazilian way in Portuguese', () => {
    expect(plain(formatBrl(1234.5, 'pt-BR'))).toBe('R$ 1.234,50');
    expect(plain(formatBrl(0, 'pt-BR'))).toBe('R$ 0,00');
    expect(plain(formatBrl(-89.9, 'pt-BR'))).toBe('-R$ 89,90');
  });

  it('keeps the currency in reais for an English reader, only the layout changes', () => {
    expect(plain(formatBrl(1234.5, 'en'))).toBe('R$1,234.50');
  });

  it('rounds to centavos', () => {
    expect(plain(formatBrl(10.005, 'pt-BR'))).toBe('R$ 10,01');
  });
});

describe('formatNumber', () => {
  it('uses the language separators', () => {
    expect(formatNumber(1234567.891, 'pt-BR')).toBe('1.234.567,891');
    expect(formatNumber(1234567.891, 'en')).toBe('1,234,567.891');
    expect(formatNumber(0.5, 'pt-BR', { style: 'percent' })).toBe('50%');
  });
});
