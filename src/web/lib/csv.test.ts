import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

const rows = [
  ['status', 'count', 'value'],
  ['Em análise, aguardando', 3, 1234.5],
  ['Disse "sim"; talvez', 0, null],
] as const;

describe('toCsv', () => {
  it('writes what a Brazilian spreadsheet opens in pt-BR: ";" between cells, a decimal comma', () => {
    expect(toCsv(rows, 'pt-BR')).toBe(
      'status;count;value\r\nEm análise, aguardando;3;1234,5\r\n"Disse ""sim""; talvez";0;\r\n',
    );
  });

  it('writes "," and a decimal point in English, quoting only cells that need it', () => {
    expect(toCsv(rows, 'en')).toBe(
      'status,count,value\r\n"Em análise, aguardando",3,1234.5\r\n"Disse ""sim""; talvez",0,\r\n',
    );
  });
});
