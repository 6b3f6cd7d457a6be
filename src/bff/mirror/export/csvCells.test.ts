import { describe, expect, it } from 'vitest';
import { booleanCell, csvLine, moneyCell, numberCell, textCell } from './csvCells';

describe('CSV cells', () => {
  it('quotes a text holding a separator, quote or line break, doubling its quotes', () => {
    expect(textCell('Kit "Premium", 10 kWp')).toBe('"Kit ""Premium"", 10 kWp"');
    expect(textCell('linha 1\nlinha 2')).toBe('"linha 1\nlinha 2"');
    expect(textCell('plain')).toBe('plain');
    expect(textCell(null)).toBe('');
  });

  it('never lets a text start a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(textCell(`${start}1+1`).replace(/^"/, '')).toMatch(/^'/);
    }
    expect(textCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
  });

  it('writes money as a plain decimal with two places and numbers as they are', () => {
    expect(moneyCell(24500)).toBe('24500.00');
    expect(moneyCell(-122.5)).toBe('-122.50');
    expect(moneyCell(null)).toBe('');
    expect(numberCell(8200)).toBe('8200');
    expect(numberCell(null)).toBe('');
    expect(booleanCell(true)).toBe('true');
  });

  it('ends each line with CRLF', () => {
    expect(csvLine(['a', 'b'])).toBe('a,b\r\n');
  });
});
