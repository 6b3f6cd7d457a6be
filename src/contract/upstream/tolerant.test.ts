import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import {
  countUnreadable,
  onUnknownValue,
  prefixUnreadable,
  readTolerant,
  ROOT_PATH,
  summarise,
} from './tolerant';
import { openEnum } from './openEnum';

describe('readTolerant', () => {
  const loose = z.looseObject({ n: z.number().optional(), tags: z.array(z.string()).optional() });

  it('returns the parsed value and no unreadable field when everything matches', () => {
    expect(readTolerant(loose, { n: 1, tags: ['a'], x: 'kept' }, {})).toEqual({
      value: { n: 1, tags: ['a'], x: 'kept' },
      unreadable: [],
    });
  });

  it('serves any schema: a failing field goes, the rest stays', () => {
    const result = readTolerant(loose, { n: 'one', tags: ['a', 2, 'b', null] }, {});
    expect(result.value).toEqual({ tags: ['a', 'b'] });
    expect(result.unreadable.map((field) => [field.path, field.received])).toEqual([
      ['n', 'one'],
      ['tags[1]', 2],
      ['tags[3]', null],
    ]);
  });

  it('gives the fallback and one root entry when removing fields cannot cure the body', () => {
    const required = z.object({ id: z.string() });
    const result = readTolerant(required, { other: 1, id: 5 }, { id: 'fallback' });
    expect(result.value).toEqual({ id: 'fallback' });
    expect(result.unreadable).toEqual([
      { path: ROOT_PATH, received: '{"other":1,"id":5}', problem: expect.stringContaining('string') },
    ]);
  });

  it('keeps an own "__proto__" key as data without touching any prototype', () => {
    const raw: unknown = JSON.parse('{"n": 1, "__proto__": {"polluted": true}}');
    const { value } = readTolerant(loose, raw, {});
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(value.n).toBe(1);
  });

  it('names keys that are not identifiers in brackets', () => {
    const schema = z.looseObject({ 'odd key': z.number().optional() });
    expect(readTolerant(schema, { 'odd key': 'x' }, {}).unreadable[0]?.path).toBe('["odd key"]');
  });
});

describe('countUnreadable and prefixUnreadable', () => {
  it('counts unreadable fields over many reads', () => {
    const schema = z.looseObject({ n: z.number().optional(), s: z.string().optional() });
    const reads = [{ n: 'a', s: 1 }, { n: 2 }, 'not an object'].map((raw) => readTolerant(schema, raw, {}));
    expect(countUnreadable(reads)).toBe(3);
    expect(countUnreadable([])).toBe(0);
  });

  it('prefixes paths with the record position', () => {
    const fields = [
      { path: 'products[1].type', received: 'x', problem: 'p' },
      { path: ROOT_PATH, received: 1, problem: 'p' },
    ];
    expect(prefixUnreadable('[4]', fields).map((field) => field.path)).toEqual([
      '[4].products[1].type',
      '[4]',
    ]);
  });
});

describe('summarise', () => {
  it('keeps primitives and shortens text and structures', () => {
    expect(summarise(3)).toBe(3);
    expect(summarise(null)).toBeNull();
    expect(summarise(undefined)).toBeUndefined();
    expect(summarise({ a: 1 })).toBe('{"a":1}');
    expect(String(summarise('z'.repeat(300)))).toHaveLength(121);
  });
});

describe('tolerant without false alarms', () => {
  const kinds = openEnum(z.enum(['module', 'inverter']));
  const schema = z.looseObject({
    cpf: z.string().optional(),
    name: z.string().optional(),
    products: z.array(z.looseObject({ type: kinds.optional(), quantity: z.number().optional() })).optional(),
  });

  it('reads null as absent for every optional field, reporting nothing', () => {
    const result = readTolerant(
      schema,
      { cpf: null, name: 'Kit', products: [{ type: null, quantity: 2 }] },
      {},
    );
    expect(result.value).toEqual({ name: 'Kit', products: [{ quantity: 2 }] });
    expect(result.unreadable).toEqual([]);
  });

  it('keeps an unknown value of a documented set as received, reported apart and to listeners', () => {
    const heard: string[] = [];
    const stop = onUnknownValue((value) => heard.push(`${value.path}=${value.received}`));
    try {
      const result = readTolerant(
        schema,
        { products: [{ type: 7 }, { type: 'battery', quantity: 'x' }, { type: 'module' }] },
        {},
      );
      expect(result.value).toEqual({ products: [{}, { type: 'battery' }, { type: 'module' }] });
      expect(result.unreadable.map((field) => field.path)).toEqual([
        'products[0].type',
        'products[1].quantity',
      ]);
      expect(result.unknownValues).toEqual([{ path: 'products[1].type', received: 'battery' }]);
      expect(heard).toEqual(['products[1].type=battery']);
    } finally {
      stop();
    }
  });

  it('still reports a value outside a closed set (one the vendor cannot outgrow)', () => {
    const closed = z.looseObject({ type: z.enum(['order', 'budget']).optional() });
    const result = readTolerant(closed, { type: 'invoice' }, {});
    expect(result.value).toEqual({});
    expect(result.unreadable.map((field) => field.path)).toEqual(['type']);
  });
});
