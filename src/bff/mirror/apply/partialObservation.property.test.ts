import { describe, expect, it } from 'vitest';
import { isPlainObject } from '../../../contract/upstream/tolerant';
import { diffRecords } from './diffRecords';
import { mergePartialRecord } from './observedRecord';

/** mulberry32: a small seeded generator, so every failing case can be replayed by its seed. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    chance: (p: number) => next() < p,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}
type Random = ReturnType<typeof randomFrom>;
type Json = Record<string, unknown>;

const WORDS = ['Novo', 'Pago', 'Faturado', 'Em separação', 'Kit A', 'Kit B'];
const CODES = ['MOD-550', 'INV-8K', 'SB-2', 'CAB-6', 'X-1', 'BAT-1'];

function value(random: Random): unknown {
  return random.chance(0.5) ? random.pick(WORDS) : random.int(5) * 100;
}

function someObject(random: Random, fields: readonly string[]): Json {
  const result: Json = {};
  for (const field of fields) if (random.chance(0.7)) result[field] = value(random);
  return result;
}

function product(random: Random, code: string): Json {
  return {
    productCode: code,
    ...someObject(random, ['name', 'type', 'quantity', 'singlePrice']),
    ...(random.chance(0.5) ? { dimensions: someObject(random, ['length_MM', 'weight_KG']) } : {}),
    ...(random.chance(0.5) ? { structure: someObject(random, ['name', 'amount']) } : {}),
  };
}

function record(random: Random): Json {
  const result: Json = someObject(random, ['name', 'dealStatus', 'finalValue', 'totalPower']);
  if (random.chance(0.8)) result.responsible = someObject(random, ['name', 'email', 'cellphone']);
  if (random.chance(0.8)) {
    result.company = {
      ...someObject(random, ['companyName', 'cnpj']),
      address: someObject(random, ['city', 'state', 'CEP']),
    };
  }
  if (random.chance(0.8)) {
    result.payment = {
      ...someObject(random, ['status', 'type']),
      condition: someObject(random, ['name', 'value']),
    };
  }
  if (random.chance(0.9)) {
    result.products = CODES.filter(() => random.chance(0.5)).map((code) => product(random, code));
  }
  return result;
}

/** The vendor's next full record: some values changed, some fields gone, products added or removed. */
function evolve(random: Random, stored: unknown): unknown {
  if (Array.isArray(stored)) {
    const kept = stored.filter(() => random.chance(0.85)).map((item) => evolve(random, item));
    const codes = new Set(kept.map((item) => (isPlainObject(item) ? item.productCode : undefined)));
    const added = CODES.filter((code) => !codes.has(code) && random.chance(0.15)).map((code) =>
      product(random, code),
    );
    return [...kept, ...added];
  }
  if (!isPlainObject(stored)) return random.chance(0.25) ? value(random) : stored;
  const result: Json = {};
  for (const [key, child] of Object.entries(stored)) {
    if (key !== 'productCode' && random.chance(0.1)) continue;
    result[key] = key === 'productCode' ? child : evolve(random, child);
  }
  if (random.chance(0.1)) result.stockStatus = value(random);
  return result;
}

/** A webhook's data: any subset of the full record's fields, at every depth; products keep their code. */
function subset(random: Random, full: unknown): unknown {
  if (Array.isArray(full)) return full.filter(() => random.chance(0.6)).map((item) => subset(random, item));
  if (!isPlainObject(full)) return full;
  const result: Json = {};
  for (const [key, child] of Object.entries(full)) {
    if (key === 'productCode' || random.chance(0.6)) result[key] = subset(random, child);
  }
  return result;
}

/** Every primitive of a record by a path where products are named by their code, not position. */
function leaves(value: unknown, path = '', into = new Map<string, unknown>()): Map<string, unknown> {
  if (value === undefined || value === null) return into;
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      const code = isPlainObject(item) ? item.productCode : undefined;
      leaves(item, `${path}[${typeof code === 'string' ? code : index}]`, into);
    });
  } else if (isPlainObject(value)) {
    for (const [key, child] of Object.entries(value))
      leaves(child, path === '' ? key : `${path}.${key}`, into);
  } else {
    into.set(path, value);
  }
  return into;
}

function changedLeaves(before: unknown, after: unknown, prefix: string): Map<string, unknown> {
  const from = leaves(before, prefix);
  const to = leaves(after, prefix);
  const changed = new Map<string, unknown>();
  for (const path of new Set([...from.keys(), ...to.keys()])) {
    if (from.get(path) !== to.get(path)) changed.set(path, to.get(path));
  }
  return changed;
}

describe('a delivery and then the full record record exactly the real changes', () => {
  it('holds for 500 seeded cases', () => {
    for (let seed = 1; seed <= 500; seed += 1) {
      const random = randomFrom(seed);
      const stored = record(random);
      const full = evolve(random, stored) as Json;
      const delivery = subset(random, full);

      const merged = mergePartialRecord(stored, delivery);
      const recorded = [...diffRecords(stored, merged), ...diffRecords(merged, full)];
      const real = changedLeaves(stored, full, '');

      const seen = new Map<string, unknown>();
      for (const change of recorded) {
        const changed = changedLeaves(change.from, change.to, change.field);
        // An entry that changes nothing a person could see is a false history entry.
        expect(changed.size, `seed ${seed}: empty change at ${change.field}`).toBeGreaterThan(0);
        for (const [path, to] of changed) {
          expect(seen.has(path), `seed ${seed}: ${path} recorded twice`).toBe(false);
          expect(real.has(path), `seed ${seed}: ${path} never really changed`).toBe(true);
          expect(to, `seed ${seed}: ${path}`).toBe(real.get(path));
          seen.set(path, to);
        }
      }
      expect([...seen.keys()].sort(), `seed ${seed}`).toEqual([...real.keys()].sort());
    }
  });
});
