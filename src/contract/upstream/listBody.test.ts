import { describe, expect, it } from 'vitest';
import { fullV1Record, fullV2Record } from './fixtures';
import { parseListBody, readListBody, UnreadableListBodyError } from './listBody';

describe('parseListBody', () => {
  it('reads the documented envelope {data: [...], totalItems}', () => {
    expect(parseListBody(200, { data: [fullV2Record, fullV1Record], totalItems: 120 })).toEqual({
      records: [fullV2Record, fullV1Record],
      totalItems: 120,
    });
  });

  it('reads a bare array', () => {
    expect(parseListBody(200, [fullV2Record])).toEqual({ records: [fullV2Record] });
  });

  it('reads a single record as a page of one', () => {
    expect(parseListBody(200, fullV1Record)).toEqual({ records: [fullV1Record] });
  });

  it('reads 204 and empty bodies as no record', () => {
    expect(parseListBody(204, undefined)).toEqual({ records: [] });
    expect(parseListBody(204, 'ignored')).toEqual({ records: [] });
    expect(parseListBody(200, '')).toEqual({ records: [] });
    expect(parseListBody(200, '  \n')).toEqual({ records: [] });
    expect(parseListBody(200, null)).toEqual({ records: [] });
    expect(parseListBody(200, undefined)).toEqual({ records: [] });
  });

  it('reads JSON text of each form', () => {
    expect(parseListBody(200, JSON.stringify({ data: [{ id: 'a' }], totalItems: 1 }))).toEqual({
      records: [{ id: 'a' }],
      totalItems: 1,
    });
    expect(parseListBody(200, '[{"id":"a"},{"id":"b"}]')).toEqual({ records: [{ id: 'a' }, { id: 'b' }] });
    expect(parseListBody(200, '{"id":"a"}')).toEqual({ records: [{ id: 'a' }] });
  });

  it('reads envelope variants: empty data, a count as text, data holding one record, no count', () => {
    expect(parseListBody(200, { data: [], totalItems: 0 })).toEqual({ records: [], totalItems: 0 });
    expect(parseListBody(200, { data: [{ id: 'a' }], totalItems: '7' })).toEqual({
      records: [{ id: 'a' }],
      totalItems: 7,
    });
    expect(parseListBody(200, { data: { id: 'a' } })).toEqual({ records: [{ id: 'a' }] });
    expect(parseListBody(200, { data: null, totalItems: 0 })).toEqual({ records: [], totalItems: 0 });
  });

  it('refuses non-2xx answers and bodies of no listing form', () => {
    expect(() => parseListBody(429, { error: 'hardLimit' })).toThrow(RangeError);
    expect(() => parseListBody(200, 42)).toThrow(UnreadableListBodyError);
    expect(() => parseListBody(200, '<html>oops</html>')).toThrow(UnreadableListBodyError);
    expect(() => parseListBody(200, { data: 'oops' })).toThrow(UnreadableListBodyError);
  });
});

describe('readListBody', () => {
  it('reads every record tolerantly and reports unreadable fields by record position', () => {
    const body = {
      data: [{ id: 'a', totalPower: 'abc' }, 'junk', { id: 'c', products: [{ type: 'battery' }] }],
      totalItems: 3,
    };
    const result = readListBody(200, body);
    expect(result.records).toEqual([{ id: 'a' }, { id: 'c', products: [{ type: 'battery' }] }]);
    expect(result.totalItems).toBe(3);
    expect(result.unreadable.map((field) => field.path)).toEqual(['[0].totalPower', '[1]']);
  });

  it('reports a totalItems that is not a count and reads the records anyway', () => {
    const result = readListBody(200, { data: [{ id: 'a' }], totalItems: 'many' });
    expect(result.records).toEqual([{ id: 'a' }]);
    expect(result).not.toHaveProperty('totalItems');
    expect(result.unreadable).toEqual([
      { path: 'totalItems', received: 'many', problem: expect.any(String) },
    ]);
  });

  it('reads 204 as an empty page with nothing unreadable', () => {
    expect(readListBody(204, '')).toEqual({ records: [], unreadable: [] });
  });

  it('reads the full fixtures in every form without loss', () => {
    for (const body of [
      [fullV2Record, fullV1Record],
      { data: [fullV2Record, fullV1Record], totalItems: 2 },
    ]) {
      const result = readListBody(200, body);
      // The v1 fixture's null cpf reads as absent, like every null.
      const { cpf: _nullCpf, ...v1Company } = fullV1Record.company ?? {};
      expect(result.records).toEqual([fullV2Record, { ...fullV1Record, company: v1Company }]);
      expect(result.unreadable).toEqual([]);
    }
  });
});
