import type { z } from 'zod';
import {
  readListBody,
  readTolerant,
  type TolerantResult,
  UnreadableListBodyError,
  type UpdatePaymentResponse,
  updatePaymentResponse,
} from '../../../contract/upstream/index';
import type { Answer, Connection } from './connection';
import {
  type UpstreamOperation,
  UpstreamRejected,
  UpstreamUnreadableBody,
  UpstreamUsageError,
} from './errors';
import { safeSummary } from './safeSummary';
import type { ListRequestsResult, WriteResult } from './upstreamClientTypes';

/** An answer Painel cannot read, said with a summary that never holds the token. */
export function unreadable(
  connection: Connection,
  operation: UpstreamOperation,
  answer: Answer,
  what: string,
): UpstreamUnreadableBody {
  const summary = safeSummary(answer.text, connection.token);
  return new UpstreamUnreadableBody(
    `The vendor answered ${answer.status} with ${what}: ${summary || '(empty)'} (${operation}: ${answer.label}).`,
    { operation, status: answer.status, durationMs: answer.durationMs },
  );
}

/** JSON text to a value; an empty body is `undefined` (a bodyless 2xx says nothing more). */
export function parseJson(connection: Connection, operation: UpstreamOperation, answer: Answer): unknown {
  if (answer.text.trim() === '') return undefined;
  try {
    return JSON.parse(answer.text) as unknown;
  } catch {
    throw unreadable(connection, operation, answer, 'a body that is not JSON');
  }
}

/** A listing's records, read tolerantly; an answer with no listing at all is unreadable. */
export function readList(
  connection: Connection,
  operation: UpstreamOperation,
  answer: Answer,
): ListRequestsResult {
  try {
    const read = readListBody(answer.status, answer.text);
    return {
      records: read.records,
      ...(read.totalItems === undefined ? {} : { totalItems: read.totalItems }),
      unreadable: read.unreadable,
      status: answer.status,
      durationMs: answer.durationMs,
    };
  } catch (error) {
    if (error instanceof UnreadableListBodyError)
      throw unreadable(connection, operation, answer, 'no listing');
    throw error;
  }
}

/**
 * Reads a write's answer envelope tolerantly. The vendor's writes say `{success}` or
 * `{data: {success}, error}`; a `success: false` or an `error` that is not null is a refusal even
 * under a 2xx status.
 */
export function readWrite<T extends Record<string, unknown>>(
  connection: Connection,
  operation: UpstreamOperation,
  answer: Answer,
  read: (body: unknown) => TolerantResult<T>,
): WriteResult<T> {
  // A bodiless 2xx is an accepted write that said nothing more.
  const { value, unreadable: fields } = read(parseJson(connection, operation, answer) ?? {});
  const data = value.data;
  const refused =
    value.success === false ||
    (typeof data === 'object' && data !== null && 'success' in data && data.success === false) ||
    (value.error !== undefined && value.error !== null);
  if (refused) {
    const said = value.error === undefined || value.error === null ? 'success: false' : value.error;
    const summary = safeSummary(
      typeof said === 'string' ? said : (JSON.stringify(said) ?? ''),
      connection.token,
    );
    throw new UpstreamRejected(
      `The vendor answered ${answer.status} but refused the change: ${summary} (${operation}: ${answer.label}).`,
      { operation, status: answer.status, durationMs: answer.durationMs, summary },
    );
  }
  return { response: value, unreadable: fields, status: answer.status, durationMs: answer.durationMs };
}

/** The payment operations' envelope `{data: {success}, error}`, read tolerantly. */
export function readPaymentEnvelope(body: unknown): TolerantResult<UpdatePaymentResponse> {
  return readTolerant(updatePaymentResponse, body, {});
}

/** Our own input, checked before anything is sent; a failure is our bug, named by field. */
export function parseInput<S extends z.ZodType>(
  operation: UpstreamOperation,
  schema: S,
  value: unknown,
): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const path = issue?.path.length ? `${issue.path.join('.')} ` : '';
  throw new UpstreamUsageError(`${operation}: ${path}${issue?.message ?? 'is invalid'}.`);
}

export function jsonBody(value: unknown): { body: string; contentType: string } {
  return { body: JSON.stringify(value), contentType: 'application/json' };
}
