import { z } from 'zod';

const knownValues = new WeakMap<z.ZodType, readonly string[]>();

/**
 * A field whose documented set of values the vendor may outgrow (product type `battery`): every text
 * is read and kept as received (ADR 005); the tolerant reader reports the values outside `known`
 * as unknown values (counted, shown as received), never as unreadable.
 */
export function openEnum<const T extends readonly [string, ...string[]]>(
  known: z.ZodEnum<{ [K in T[number]]: K }>,
) {
  const open = z.union([known, z.string()]);
  knownValues.set(open, known.options as readonly string[]);
  return open;
}

/** The documented values of an open enum schema; undefined for any other schema. */
export function openEnumValues(schema: z.ZodType): readonly string[] | undefined {
  return knownValues.get(schema);
}
