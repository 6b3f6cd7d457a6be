import { describe, expect, it } from 'vitest';
import { figureCsv, type CsvColumn } from './figureCsv';

const columns: CsvColumn[] = [
  { key: 'name', label: 'Responsável', kind: 'text' },
  { key: 'value', label: 'Valor (R$)', kind: 'money' },
  { key: 'power', label: 'Potência (kWp)', kind: 'power' },
  { key: 'rate', label: 'Conversão', kind: 'rate' },
];
const rows = [
  { name: 'Souza; Ana "Aninha"', value: 1234567.5, power: 5450, rate: 0.375 },
  { name: 'Sem responsável', value: 0, power: 0, rate: null },
  { name: '=HYPERLINK("x")', value: -10, power: 0, rate: 0 },
];

describe('a figure as CSV', () => {
  it('in pt-BR: BOM, semicolons, a decimal comma, no grouping, kWp, quotes where needed, no formulas', () => {
    expect(figureCsv(columns, rows, 'pt-BR')).toBe(
      '\uFEFFResponsável;Valor (R$);Potência (kWp);Conversão\r\n' +
        '"Souza; Ana ""Aninha""";1234567,5;5,45;0,375\r\n' +
        'Sem responsável;0;0;\r\n' +
        '"\'=HYPERLINK(""x"")";-10;0;0\r\n',
    );
  });

  it('in English: commas and a decimal point', () => {
    expect(figureCsv(columns, rows, 'en')).toBe(
      '\uFEFFResponsável,Valor (R$),Potência (kWp),Conversão\r\n' +
        '"Souza; Ana ""Aninha""",1234567.5,5.45,0.375\r\n' +
        'Sem responsável,0,0,\r\n' +
        '"\'=HYPERLINK(""x"")",-10,0,0\r\n',
    );
  });
});
