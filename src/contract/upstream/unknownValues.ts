import { z } from 'zod';
import { openEnumValues } from './openEnum';
import type { TolerantResult, UnreadableField } from './tolerant';
import { isPlainObject, truncate } from './tolerantText';

/**
 * A text value outside a documented set of values (e.g. product type `battery`): kept in the
 * result as received, since the vendor may add values the spec does not list (ADR 005), and
 * counted, not reported as a problem.
 */
export interface UnknownValue {
  path: string;
  received: string;
}

type UnknownValueListener = (value: UnknownValue) => void;
const unknownValueListeners = new Set<UnknownValueListener>();

/** Tells `listener` of every unknown value any tolerant read meets (metrics); returns the way to stop. */
export function onUnknownValue(listener: UnknownValueListener): () => void {
  unknownValueListeners.add(listener);
  return () => unknownValueListeners.delete(listener);
}

/** Lists (and tells listeners of) the values of open enums outside their documented set. */
export function withUnknownValues<T>(
  schema: z.ZodType,
  value: T,
  unreadable: UnreadableField[],
): TolerantResult<T> {
  const found: UnknownValue[] = [];
  collectUnknownValues(schema, value, '', found);
  if (found.length === 0) return { value, unreadable };
  for (const unknown of found) for (const listener of unknownValueListeners) listener(unknown);
  return { value, unreadable, unknownValues: found };
}

/**
 * Where a schema keeps open enums, worked out once per schema: a record is then walked only along
 * those paths, not field by field (a listing page reads fifty records, and its reading is part of
 * each call's wall time, which the governor counts). Null: nothing below can hold an unknown value.
 */
type UnknownValuePlan =
  | { kind: 'enum'; known: ReadonlySet<string> }
  | { kind: 'array'; item: UnknownValuePlan }
  | { kind: 'object'; fields: ReadonlyArray<readonly [string, UnknownValuePlan]> };

const plans = new WeakMap<z.ZodType, UnknownValuePlan | null>();

function unknownValuePlan(schema: z.ZodType): UnknownValuePlan | null {
  const planned = plans.get(schema);
  if (planned !== undefined) return planned;
  const plan = makePlan(schema);
  plans.set(schema, plan);
  return plan;
}

function makePlan(schema: z.ZodType): UnknownValuePlan | null {
  const known = openEnumValues(schema);
  if (known) return { kind: 'enum', known: new Set(known) };
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) {
    return unknownValuePlan(schema.unwrap() as z.ZodType);
  }
  if (schema instanceof z.ZodArray) {
    const item = unknownValuePlan(schema.element as z.ZodType);
    return item ? { kind: 'array', item } : null;
  }
  if (schema instanceof z.ZodObject) {
    const fields: Array<readonly [string, UnknownValuePlan]> = [];
    for (const [key, child] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      const plan = unknownValuePlan(child);
      if (plan) fields.push([key, plan]);
    }
    return fields.length > 0 ? { kind: 'object', fields } : null;
  }
  return null;
}

function collectUnknownValues(schema: z.ZodType, value: unknown, path: string, found: UnknownValue[]): void {
  const plan = unknownValuePlan(schema);
  if (plan) collectByPlan(plan, value, path, found);
}

function collectByPlan(plan: UnknownValuePlan, value: unknown, path: string, found: UnknownValue[]): void {
  if (value === undefined || value === null) return;
  if (plan.kind === 'enum') {
    if (typeof value === 'string' && !plan.known.has(value)) found.push({ path, received: truncate(value) });
  } else if (plan.kind === 'array') {
    if (Array.isArray(value)) {
      value.forEach((item, index) => collectByPlan(plan.item, item, `${path}[${index}]`, found));
    }
  } else if (isPlainObject(value)) {
    for (const [key, child] of plan.fields) {
      collectByPlan(child, value[key], path === '' ? key : `${path}.${key}`, found);
    }
  }
}
