import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes only cells that need it and leaves absent cells empty', () => {
    expect(
      toCsv([
        ['status', 'count', 'value'],
        ['Em análise, aguardando', 3, 1234.5],
        ['Disse "sim"', 0, null],
      ]),
    ).toBe('status,count,value\r\n"Em análise, aguardando",3,1234.5\r\n"Disse ""sim""",0,\r\n');
  });
});
