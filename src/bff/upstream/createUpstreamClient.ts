import { performance } from 'node:perf_hooks';
import { FormData } from 'undici';
import type { z } from 'zod';
import {
  isChangeFeedQuery,
  listQueryToSearchParams,
  listRequestsPath,
  type Payment,
  payment,
  paymentRecordPath,
  readListBody,
  readRateLimitCause,
  readStatusesResponse,
  readTolerant,
  type RequestRecord,
  type RequestStatus,
  type RequestType,
  type TolerantResult,
  requestTypeSchema,
  statusesPath,
  type UnreadableField,
  UnreadableListBodyError,
  type UpdatePaymentResponse,
  updatePaymentResponse,
  updateRequestPaymentPath,
  type UpdateResponsibleResponse,
  updateResponsibleResponse,
  updateResponsiblePath,
} from '../../contract/upstream/index';
import {
  type ChangeFeedInput,
  changeFeedInput,
  type ListRequestsInput,
  listRequestsInput,
  type PaymentRecordUpdateInput,
  paymentRecordUpdateInput,
  type RequestPaymentFields,
  requestPaymentFields,
  type UpstreamAttachment,
  upstreamAttachments,
  updateResponsibleInput,
  vendorIdentifier,
} from './callInputs';
import { errorForStatus, rateLimitedError } from './errorForStatus';
import {
  type UpstreamOperation,
  UpstreamError,
  UpstreamRejected,
  UpstreamUnreadableBody,
  UpstreamUsageError,
} from './errors';
import { safeSummary } from './safeSummary';
import {
  createUpstreamDispatcher,
  type OutgoingCall,
  sendRequest,
  type UpstreamDeadlines,
} from './sendRequest';
import { type UpstreamClientOptions, upstreamClientOptions } from './upstreamClientOptions';

/**
 * Per call, what the governor (or any caller) hands in. Shaped like the governor's
 * UpstreamCallContext, so `governor.run(purpose, (context) => client.listStatuses('order', context))`
 * wires both without either importing the other.
 */
export interface UpstreamCallOptions {
  /** Aborting it ends the call at once with UpstreamAborted. */
  signal?: AbortSignal;
  /**
   * Told the vendor's HTTP status once per call, as soon as it is known: at the status line, or for
   * a 429 once its body named the cause (`detail` is then `hardLimit` or `timeLimit`).
   */
  reportStatus?: (status: number, detail?: string) => void;
}

/** What every successful call returns besides its data. */
export interface UpstreamAnswer {
  /** The vendor's 2xx status (204 for an empty listing). */
  status: number;
  /** Wall time of the exchange in whole milliseconds, from sending until the whole answer arrived. */
  durationMs: number;
}

export interface ListRequestsResult extends UpstreamAnswer {
  records: RequestRecord[];
  /** Only when the vendor's body carried a count. */
  totalItems?: number;
  /** Fields (and records) that did not match the contract, with their paths, for logs and metrics. */
  unreadable: UnreadableField[];
}

export interface ListStatusesResult extends UpstreamAnswer {
  /** In the vendor's order; sort by `sequence` where order matters. */
  statuses: RequestStatus[];
  unreadable: UnreadableField[];
}

export interface WriteResult<T> extends UpstreamAnswer {
  response: T;
  unreadable: UnreadableField[];
}

export interface PaymentRecordResult extends UpstreamAnswer {
  record: Payment;
  unreadable: UnreadableField[];
}

/** One function per vendor operation the spec gives a path for. Holds the token; never shows it. */
export interface UpstreamClient {
  /** GET /api/{v}/requests/{type}/{page}/{limit}?…; refuses a query with no parameter at all. */
  listRequests(input: ListRequestsInput, options?: UpstreamCallOptions): Promise<ListRequestsResult>;
  /** The same listing without any parameter: only what changed since the previous such call. */
  listChangeFeed(input: ChangeFeedInput, options?: UpstreamCallOptions): Promise<ListRequestsResult>;
  /** GET /api/v1/request/{type}/statuses. */
  listStatuses(requestType: RequestType, options?: UpstreamCallOptions): Promise<ListStatusesResult>;
  /** PUT /api/v1/request/{code}/responsible with `{email}`. */
  updateResponsible(
    requestCode: string,
    email: string,
    options?: UpstreamCallOptions,
  ): Promise<WriteResult<UpdateResponsibleResponse>>;
  /** PUT /api/v2/request/{code}/updatePayment as multipart, attachments streamed. */
  updateRequestPayment(
    requestCode: string,
    fields: RequestPaymentFields,
    attachments?: readonly UpstreamAttachment[],
    options?: UpstreamCallOptions,
  ): Promise<WriteResult<UpdatePaymentResponse>>;
  /** GET /api/v2/payments/{id}. */
  getPaymentRecord(paymentId: string, options?: UpstreamCallOptions): Promise<PaymentRecordResult>;
  /** PUT /api/v2/payments/{id} with `{status?, condition?}`. */
  updatePaymentRecord(
    paymentId: string,
    body: PaymentRecordUpdateInput,
    options?: UpstreamCallOptions,
  ): Promise<WriteResult<UpdatePaymentResponse>>;
  /** DELETE /api/v2/payments/{id}. */
  deletePaymentRecord(
    paymentId: string,
    options?: UpstreamCallOptions,
  ): Promise<WriteResult<UpdatePaymentResponse>>;
}

/** Defaults of the per-phase deadlines; the governor's call time-out caps the whole call on top. */
export const DEFAULT_UPSTREAM_DEADLINES: Readonly<UpstreamDeadlines> = Object.freeze({
  connectMs: 5_000,
  headersMs: 10_000,
  bodyMs: 20_000,
});

/** A listing page holds at most 50 records of a few KB; anything near this is not an answer. */
export const DEFAULT_MAX_RESPONSE_BYTES = 8 * 1024 * 1024;

interface Request {
  method: OutgoingCall['method'];
  path: string;
  search?: string;
  body?: OutgoingCall['body'];
  /** For JSON text; a form's own Content-Type, with its boundary, comes from undici. */
  contentType?: string;
}

interface Answer {
  status: number;
  text: string;
  label: string;
  durationMs: number;
}

/**
 * The vendor's HTTP client. The token lives only in this closure and in the Authorization header:
 * it is no property of the returned object, and no error or result ever carries it.
 */
export function createUpstreamClient(options: UpstreamClientOptions): UpstreamClient {
  const parsed = upstreamClientOptions.safeParse(options);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    // The issue's path and message only: never the received value, which may be the token.
    throw new UpstreamUsageError(
      `createUpstreamClient: ${issue?.path.join('.') || 'options'} ${issue?.message ?? 'is invalid'}.`,
    );
  }
  const { token, baseUrl, userAgent } = parsed.data;
  const timeouts = parsed.data.timeouts ?? {};
  const deadlines: UpstreamDeadlines = {
    connectMs: timeouts.connectMs ?? DEFAULT_UPSTREAM_DEADLINES.connectMs,
    headersMs: timeouts.headersMs ?? DEFAULT_UPSTREAM_DEADLINES.headersMs,
    bodyMs: timeouts.bodyMs ?? DEFAULT_UPSTREAM_DEADLINES.bodyMs,
  };
  const maxResponseBytes = parsed.data.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const base = baseUrl.replace(/\/+$/, '');
  const dispatcher = createUpstreamDispatcher(deadlines);

  async function exchange(
    operation: UpstreamOperation,
    request: Request,
    callOptions: UpstreamCallOptions = {},
  ): Promise<Answer> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const label = `${request.method} ${request.path}`;
    let reported = false;
    const report = (status: number, detail?: string) => {
      if (reported) return;
      reported = true;
      callOptions.reportStatus?.(status, detail);
    };

    const headers: Record<string, string> = {
      authorization: `Bearer ${token}`,
      accept: 'application/json',
      'user-agent': userAgent,
    };
    if (request.contentType) headers['content-type'] = request.contentType;
    const url = new URL(`${base}${request.path}${request.search ? `?${request.search}` : ''}`);

    let status: number;
    let text: string;
    try {
      const raw = await sendRequest(
        {
          operation,
          method: request.method,
          url,
          headers,
          body: request.body,
          signal: callOptions.signal,
          // A 429 is reported once its body has named the cause (below).
          onStatus: (answered) => {
            if (answered !== 429) report(answered);
          },
        },
        { deadlines, maxResponseBytes, elapsed },
        dispatcher,
      );
      status = raw.status;
      text = raw.body.toString('utf8').replace(/^\uFEFF/, '');
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 429) {
        // The 429 arrived but its body did not: it is still a 429, the one fact that matters.
        report(429);
        throw rateLimitedError({ operation, label, durationMs: error.durationMs }, undefined);
      }
      throw error;
    }

    const durationMs = elapsed();
    if (status === 429) {
      const cause = readRateLimitCause(text);
      report(429, cause);
      throw rateLimitedError({ operation, label, durationMs }, cause);
    }
    if (status < 200 || status > 299) {
      throw errorForStatus({ operation, label, status, text, durationMs, token });
    }
    return { status, text, label, durationMs };
  }

  function unreadable(operation: UpstreamOperation, answer: Answer, what: string): UpstreamUnreadableBody {
    const summary = safeSummary(answer.text, token);
    return new UpstreamUnreadableBody(
      `The vendor answered ${answer.status} with ${what}: ${summary || '(empty)'} (${operation}: ${answer.label}).`,
      { operation, status: answer.status, durationMs: answer.durationMs },
    );
  }

  /** JSON text to a value; an empty body is `undefined` (a bodyless 2xx says nothing more). */
  function parseJson(operation: UpstreamOperation, answer: Answer): unknown {
    if (answer.text.trim() === '') return undefined;
    try {
      return JSON.parse(answer.text) as unknown;
    } catch {
      throw unreadable(operation, answer, 'a body that is not JSON');
    }
  }

  async function list(
    operation: UpstreamOperation,
    request: Request,
    callOptions: UpstreamCallOptions | undefined,
  ): Promise<ListRequestsResult> {
    const answer = await exchange(operation, request, callOptions);
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
      if (error instanceof UnreadableListBodyError) throw unreadable(operation, answer, 'no listing');
      throw error;
    }
  }

  /**
   * Reads a write's answer envelope tolerantly. The vendor's writes say `{success}` or
   * `{data: {success}, error}`; a `success: false` or an `error` that is not null is a refusal even
   * under a 2xx status.
   */
  async function write<T extends Record<string, unknown>>(
    operation: UpstreamOperation,
    request: Request,
    read: (body: unknown) => TolerantResult<T>,
    callOptions: UpstreamCallOptions | undefined,
  ): Promise<WriteResult<T>> {
    const answer = await exchange(operation, request, callOptions);
    // A bodiless 2xx is an accepted write that said nothing more.
    const { value, unreadable: fields } = read(parseJson(operation, answer) ?? {});
    const data = value.data;
    const refused =
      value.success === false ||
      (typeof data === 'object' && data !== null && 'success' in data && data.success === false) ||
      (value.error !== undefined && value.error !== null);
    if (refused) {
      const said = value.error === undefined || value.error === null ? 'success: false' : value.error;
      const summary = safeSummary(typeof said === 'string' ? said : (JSON.stringify(said) ?? ''), token);
      throw new UpstreamRejected(
        `The vendor answered ${answer.status} but refused the change: ${summary} (${operation}: ${answer.label}).`,
        { operation, status: answer.status, durationMs: answer.durationMs, summary },
      );
    }
    return { response: value, unreadable: fields, status: answer.status, durationMs: answer.durationMs };
  }

  function jsonBody(value: unknown): Pick<Request, 'body' | 'contentType'> {
    return { body: JSON.stringify(value), contentType: 'application/json' };
  }

  const client: UpstreamClient = {
    async listRequests(input, callOptions) {
      const params = parseInput('listRequests', listRequestsInput, input);
      if (isChangeFeedQuery(params.query)) {
        throw new UpstreamUsageError(
          'listRequests needs at least one query parameter: without one the vendor answers with only ' +
            'the changes since the previous call. Send LIST_EVERYTHING_QUERY for every record, or ' +
            'call listChangeFeed when the change feed is really meant.',
        );
      }
      const search = listQueryToSearchParams(params.query).toString();
      return list(
        'listRequests',
        { method: 'GET', path: listRequestsPath(params.version, params), search },
        callOptions,
      );
    },

    async listChangeFeed(input, callOptions) {
      const params = parseInput('listChangeFeed', changeFeedInput, input);
      return list(
        'listChangeFeed',
        { method: 'GET', path: listRequestsPath(params.version, params) },
        callOptions,
      );
    },

    async listStatuses(requestType, callOptions) {
      const type = parseInput('listStatuses', requestTypeSchema, requestType);
      const answer = await exchange('listStatuses', { method: 'GET', path: statusesPath(type) }, callOptions);
      try {
        const read = readStatusesResponse(answer.status, answer.text);
        return {
          statuses: read.records,
          unreadable: read.unreadable,
          status: answer.status,
          durationMs: answer.durationMs,
        };
      } catch (error) {
        if (error instanceof UnreadableListBodyError)
          throw unreadable('listStatuses', answer, 'no list of statuses');
        throw error;
      }
    },

    async updateResponsible(requestCode, email, callOptions) {
      const code = parseInput('updateResponsible', vendorIdentifier, requestCode);
      const body = parseInput('updateResponsible', updateResponsibleInput, { email });
      return write(
        'updateResponsible',
        { method: 'PUT', path: updateResponsiblePath(code), ...jsonBody(body) },
        (body) => readTolerant(updateResponsibleResponse, body, {}),
        callOptions,
      );
    },

    async updateRequestPayment(requestCode, fields, attachments = [], callOptions) {
      const code = parseInput('updateRequestPayment', vendorIdentifier, requestCode);
      const form = parseInput('updateRequestPayment', requestPaymentFields, fields);
      const files = parseInput('updateRequestPayment', upstreamAttachments, attachments);
      const texts = (['status', 'type', 'condition', 'description'] as const).flatMap((name) => {
        const value = form[name];
        return value === undefined ? [] : [[name, value] as const];
      });
      if (texts.length === 0 && files.length === 0) {
        throw new UpstreamUsageError(
          'updateRequestPayment: nothing to update; send a field or an attachment.',
        );
      }
      // undici encodes the form as browsers do (names with `"`, CR, LF percent-encoded) and reads
      // each file from its blob while sending, with a Content-Length from the blobs' sizes.
      const body = new FormData();
      for (const [name, value] of texts) body.append(name, value);
      for (const file of files) {
        body.append('attachments', new File([file.blob], file.filename, { type: file.contentType }));
      }
      return write(
        'updateRequestPayment',
        { method: 'PUT', path: updateRequestPaymentPath(code), body },
        readPaymentEnvelope,
        callOptions,
      );
    },

    async getPaymentRecord(paymentId, callOptions) {
      const id = parseInput('getPaymentRecord', vendorIdentifier, paymentId);
      const answer = await exchange(
        'getPaymentRecord',
        { method: 'GET', path: paymentRecordPath(id) },
        callOptions,
      );
      const body = parseJson('getPaymentRecord', answer);
      const read = readTolerant(payment, body ?? {}, {});
      return {
        record: read.value,
        unreadable: read.unreadable,
        status: answer.status,
        durationMs: answer.durationMs,
      };
    },

    async updatePaymentRecord(paymentId, body, callOptions) {
      const id = parseInput('updatePaymentRecord', vendorIdentifier, paymentId);
      const update = parseInput('updatePaymentRecord', paymentRecordUpdateInput, body);
      return write(
        'updatePaymentRecord',
        { method: 'PUT', path: paymentRecordPath(id), ...jsonBody(update) },
        readPaymentEnvelope,
        callOptions,
      );
    },

    async deletePaymentRecord(paymentId, callOptions) {
      const id = parseInput('deletePaymentRecord', vendorIdentifier, paymentId);
      return write(
        'deletePaymentRecord',
        { method: 'DELETE', path: paymentRecordPath(id) },
        readPaymentEnvelope,
        callOptions,
      );
    },
  };
  return Object.freeze(client);
}

/** The payment operations' envelope `{data: {success}, error}`, read tolerantly. */
function readPaymentEnvelope(body: unknown): TolerantResult<UpdatePaymentResponse> {
  return readTolerant(updatePaymentResponse, body, {});
}

/** Our own input, checked before anything is sent; a failure is our bug, named by field. */
function parseInput<S extends z.ZodType>(
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
