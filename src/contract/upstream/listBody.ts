import type { z } from 'zod';
import { requestRecord, type RequestRecord } from './requestRecord';
import { isPlainObject, prefixUnreadable, readTolerant, summarise, type UnreadableField } from './tolerant';

/** A listing answer reduced to its records; `totalItems` only when the body carried a count. */
export interface ListBody {
  records: unknown[];
  totalItems?: number;
}

export interface ReadListBody<T> {
  records: T[];
  totalItems?: number;
  /** Paths start with the record's position in `records` before reading, e.g. `[3].products[1].type`. */
  unreadable: UnreadableField[];
}

/** A 2xx answer that is no listing at all (a number, non-JSON text...): never read as "no records". */
export class UnreadableListBodyError extends Error {
  constructor(readonly received: unknown) {
    super(`The listing answer is not a list, an envelope or a record: ${JSON.stringify(received)}`);
    this.name = 'UnreadableListBodyError';
  }
}

/**
 * Normalises every form a listing may answer in: `{data: [...], totalItems}` (the documented
 * envelope), a bare array, a single record (what the operation's reference schema shows), and 204
 * or an empty body (no record). `body` may be parsed JSON or its text. An object is an envelope
 * when it has `data` or `totalItems` (neither is a record field); `data` holding one object is
 * taken as that one record. Throws for a non-2xx status or a body of none of these forms, because
 * reading those as an empty page would make a sync believe the records are gone.
 */
export function parseListBody(status: number, body: unknown): ListBody {
  const { records, totalItems } = normalise(status, body);
  return totalItems === undefined ? { records } : { records, totalItems };
}

/**
 * parseListBody, then each record read tolerantly with `schema` (`empty` stands for a record that
 * cannot be read at all). An element that is not an object cannot be a record: it is left out and
 * reported at its position; a `totalItems` that is not a count is reported too.
 */
export function readListBodyWith<S extends z.ZodType>(
  schema: S,
  empty: z.output<S>,
  status: number,
  body: unknown,
): ReadListBody<z.output<S>> {
  const { records, totalItems, unreadableTotal } = normalise(status, body);
  const result: ReadListBody<z.output<S>> = { records: [], unreadable: [] };
  records.forEach((raw, index) => {
    const prefix = `[${index}]`;
    if (!isPlainObject(raw)) {
      result.unreadable.push({ path: prefix, received: summarise(raw), problem: 'Expected a record object' });
      return;
    }
    const read = readTolerant(schema, raw, empty);
    result.records.push(read.value);
    result.unreadable.push(...prefixUnreadable(prefix, read.unreadable));
  });
  if (totalItems !== undefined) result.totalItems = totalItems;
  if (unreadableTotal !== undefined) result.unreadable.push(unreadableTotal);
  return result;
}

/** A listing answer read into request records, with every unreadable field of every record. */
export function readListBody(status: number, body: unknown): ReadListBody<RequestRecord> {
  return readListBodyWith(requestRecord, {}, status, body);
}

interface Normalised {
  records: unknown[];
  totalItems?: number;
  unreadableTotal?: UnreadableField;
}

function normalise(status: number, body: unknown): Normalised {
  if (!Number.isInteger(status) || status < 200 || status > 299) {
    throw new RangeError(`A listing body is read only from a 2xx answer, not ${status}`);
  }
  if (status === 204) return { records: [] };
  const value = typeof body === 'string' ? parseText(body) : body;
  if (value === undefined || value === null) return { records: [] };
  if (Array.isArray(value)) return { records: [...value] };
  if (!isPlainObject(value)) throw new UnreadableListBodyError(summarise(value));
  if (!('data' in value) && !('totalItems' in value)) return { records: [value] };

  const { data, totalItems } = value;
  if (data !== undefined && data !== null && !Array.isArray(data) && !isPlainObject(data)) {
    throw new UnreadableListBodyError(summarise(value));
  }
  const result: Normalised = { records: Array.isArray(data) ? [...data] : isPlainObject(data) ? [data] : [] };
  const count = readCount(totalItems);
  if (count !== undefined) {
    result.totalItems = count;
  } else if (totalItems !== undefined) {
    result.unreadableTotal = {
      path: 'totalItems',
      received: summarise(totalItems),
      problem: 'Expected a whole number of items',
    };
  }
  return result;
}

function parseText(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new UnreadableListBodyError(summarise(text));
  }
}

/** The count when it is a whole number, also as text; otherwise the body is read without one. */
function readCount(value: unknown): number | undefined {
  const count = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : undefined;
}
