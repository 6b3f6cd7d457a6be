import type { z } from 'zod';
import { isPlainObject, truncate } from './tolerantText';
import { type UnknownValue, withUnknownValues } from './unknownValues';

/**
 * A field of a vendor body that did not match its documented type (wrong type, unknown enum
 * value, non-object where an object belongs). It was removed from the result, so it reads as
 * absent, and is listed here so it can be logged and counted.
 */
export interface UnreadableField {
  /** Where in the raw body, e.g. `products[2].type`; ROOT_PATH for the whole body. */
  path: string;
  /** The raw value, shortened so a log line or metric label stays small. */
  received: unknown;
  /** What the schema expected, in zod's words. */
  problem: string;
}

export { isPlainObject } from './tolerantText';
export { onUnknownValue, type UnknownValue } from './unknownValues';

export interface TolerantResult<T> {
  value: T;
  unreadable: UnreadableField[];
  /** Present only when some text value was outside its documented set. */
  unknownValues?: UnknownValue[];
}

/** The path that names a whole body. */
export const ROOT_PATH = '$';

// Removing a field can only expose problems zod had not reached yet (rare: it reports every
// sibling at once), so a handful of passes always suffices; the bound guards against a schema that
// can never succeed, such as one with a required field.
const MAX_PASSES = 8;

/**
 * Reads `raw` with `schema`, keeping everything that matches: each field that fails is removed and
 * listed, the rest stays (unknown keys too, when the schema's objects are loose). Meant for schemas
 * whose fields are all optional, as every vendor schema here is. When the body as a whole cannot be
 * read (not an object, or a failure that removing fields does not cure) the result is `fallback`
 * with one entry for ROOT_PATH.
 */
export function readTolerant<S extends z.ZodType>(
  schema: S,
  raw: unknown,
  fallback: z.output<S>,
): TolerantResult<z.output<S>> {
  const origins = new WeakMap<unknown[], number[]>();
  const working = cloneContainers(raw, origins, new Map());
  const unreadable: UnreadableField[] = [];

  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const parsed = schema.safeParse(working);
    if (parsed.success) return withUnknownValues(schema, parsed.data, unreadable);

    const failures = outermostFailures(parsed.error.issues);
    const targets: RemovalTarget[] = [];
    for (const failure of failures) {
      const target = locate(working, failure.path);
      if (target === undefined) {
        return rootFailure(raw, fallback, failure.problem);
      }
      unreadable.push({
        path: formatPath(failure.path, working, origins),
        received: summarise(target.current),
        problem: failure.problem,
      });
      targets.push(target);
    }
    remove(targets, origins);
  }
  return rootFailure(raw, fallback, 'The body could not be read after removing unreadable fields');
}

/** The number of unreadable fields over many reads: the figure exposed as a metric. */
export function countUnreadable(results: readonly { unreadable: readonly UnreadableField[] }[]): number {
  return results.reduce((total, result) => total + result.unreadable.length, 0);
}

/** Prefixes every path with the position of the record it came from, e.g. `[3].products[1].type`. */
export function prefixUnreadable(prefix: string, fields: readonly UnreadableField[]): UnreadableField[] {
  return fields.map((field) => ({
    ...field,
    path:
      field.path === ROOT_PATH ? prefix : `${prefix}${field.path.startsWith('[') ? '' : '.'}${field.path}`,
  }));
}

/** A short, log-safe rendering of a raw value: primitives as they are, text and structures cut. */
export function summarise(value: unknown): unknown {
  if (typeof value === 'string') return truncate(value);
  if (value === null || typeof value !== 'object') {
    return typeof value === 'function' || typeof value === 'symbol' ? String(typeof value) : value;
  }
  try {
    return truncate(JSON.stringify(value) ?? String(value));
  } catch {
    return Array.isArray(value) ? '[array]' : '[object]';
  }
}

interface Failure {
  path: PropertyKey[];
  problem: string;
}

interface RemovalTarget {
  container: Record<string, unknown> | unknown[];
  key: PropertyKey;
  current: unknown;
}

// The whole body is replaced by the fallback, so field entries found on the way would only
// double-count: the one root entry stands for all of them.
function rootFailure<T>(raw: unknown, fallback: T, problem: string): TolerantResult<T> {
  return {
    value: fallback,
    unreadable: [{ path: ROOT_PATH, received: summarise(raw), problem: truncate(problem) }],
  };
}

/**
 * One failure per path, in zod's order, leaving out those inside another failing path: removing the
 * outer value cures both.
 */
function outermostFailures(issues: readonly z.core.$ZodIssue[]): Failure[] {
  const isPrefix = (outer: readonly PropertyKey[], inner: readonly PropertyKey[]): boolean =>
    outer.length <= inner.length && outer.every((segment, index) => segment === inner[index]);
  const kept: Failure[] = [];
  for (const issue of issues) {
    const path = [...issue.path];
    const inside = issues.some((other) => other.path.length < path.length && isPrefix(other.path, path));
    const repeated = kept.some(
      (failure) => isPrefix(failure.path, path) && failure.path.length === path.length,
    );
    if (!inside && !repeated) kept.push({ path, problem: truncate(issue.message) });
  }
  return kept;
}

/** Finds the container and key of a failing path; undefined when it names the root or nothing. */
function locate(root: unknown, path: readonly PropertyKey[]): RemovalTarget | undefined {
  if (path.length === 0) return undefined;
  let container: unknown = root;
  for (const segment of path.slice(0, -1)) {
    container = childOf(container, segment);
  }
  const key = path[path.length - 1] as PropertyKey;
  if (Array.isArray(container)) {
    if (typeof key !== 'number' || key < 0 || key >= container.length) return undefined;
    return { container, key, current: container[key] };
  }
  if (isPlainObject(container) && typeof key === 'string' && Object.hasOwn(container, key)) {
    return { container, key, current: container[key] };
  }
  return undefined;
}

function childOf(container: unknown, segment: PropertyKey): unknown {
  if (Array.isArray(container) && typeof segment === 'number') return container[segment];
  if (isPlainObject(container) && typeof segment === 'string') return container[segment];
  return undefined;
}

function remove(targets: readonly RemovalTarget[], origins: WeakMap<unknown[], number[]>): void {
  const elements: { array: unknown[]; index: number }[] = [];
  for (const { container, key } of targets) {
    if (Array.isArray(container)) {
      if (typeof key === 'number') elements.push({ array: container, index: key });
    } else if (typeof key === 'string') {
      Reflect.deleteProperty(container, key);
    }
  }
  // Splice from the highest index down so the other indices of the same array stay valid.
  elements.sort((a, b) => b.index - a.index);
  for (const { array, index } of elements) {
    array.splice(index, 1);
    origins.get(array)?.splice(index, 1);
  }
}

/** Renders a path of the working copy with the array positions of the raw body. */
function formatPath(
  path: readonly PropertyKey[],
  root: unknown,
  origins: WeakMap<unknown[], number[]>,
): string {
  let text = '';
  let node: unknown = root;
  for (const segment of path) {
    if (Array.isArray(node) && typeof segment === 'number') {
      text += `[${origins.get(node)?.[segment] ?? segment}]`;
    } else {
      const name = String(segment);
      text += /^[A-Za-z_$][\w$]*$/.test(name)
        ? `${text === '' ? '' : '.'}${name}`
        : `[${JSON.stringify(name)}]`;
    }
    node = childOf(node, segment);
  }
  return text;
}

/**
 * Copies arrays and plain objects so removals never touch the caller's value, and remembers each
 * array element's original position for reporting.
 */
function cloneContainers(
  value: unknown,
  origins: WeakMap<unknown[], number[]>,
  seen: Map<object, unknown>,
): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const known = seen.get(value);
  if (known !== undefined) return known;
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    seen.set(value, copy);
    for (const element of value) copy.push(cloneContainers(element, origins, seen));
    origins.set(
      copy,
      copy.map((_, index) => index),
    );
    return copy;
  }
  if (isPlainObject(value)) {
    const copy: Record<string, unknown> = {};
    seen.set(value, copy);
    for (const key of Object.keys(value)) {
      const element = value[key];
      // Every vendor field is optional: null says the same as absent (ADR 005), never a problem.
      if (element === null) continue;
      const cloned = cloneContainers(element, origins, seen);
      if (key === '__proto__') {
        // defineProperty, not assignment, so an own "__proto__" key stays data and never a prototype.
        Object.defineProperty(copy, key, {
          value: cloned,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      } else {
        // Assignment is several times faster than defineProperty over the fifty records of a page.
        copy[key] = cloned;
      }
    }
    return copy;
  }
  return value;
}
