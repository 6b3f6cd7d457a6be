import { FormData } from 'undici';
import {
  isChangeFeedQuery,
  listQueryToSearchParams,
  listRequestsPath,
  payment,
  paymentRecordPath,
  readStatusesResponse,
  readTolerant,
  type RequestType,
  requestTypeSchema,
  statusesPath,
  UnreadableListBodyError,
  updateRequestPaymentPath,
  updateResponsibleResponse,
  updateResponsiblePath,
} from '../../../contract/upstream/index';
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
import { type Connection, connect, exchange } from './connection';
import { UpstreamUsageError } from './errors';
import {
  jsonBody,
  parseInput,
  parseJson,
  readList,
  readPaymentEnvelope,
  readWrite,
  unreadable,
} from './readAnswer';
import type {
  ListRequestsResult,
  ListStatusesResult,
  PaymentRecordResult,
  UpstreamCallOptions,
  UpstreamClient,
} from './upstreamClientTypes';
import type { UpstreamClientOptions } from './upstreamClientOptions';

export { DEFAULT_MAX_RESPONSE_BYTES, DEFAULT_UPSTREAM_DEADLINES } from './connection';
export type * from './upstreamClientTypes';

/**
 * The vendor's HTTP client: one typed function per operation the spec gives a path for. The token
 * lives only in the connection this closure holds and in the Authorization header: it is no
 * property of the returned object, and no error or result ever carries it.
 */
export function createUpstreamClient(options: UpstreamClientOptions): UpstreamClient {
  const connection = connect(options);
  return Object.freeze({
    listRequests: (input, callOptions) => listRequests(connection, input, callOptions),
    listChangeFeed: (input, callOptions) => listChangeFeed(connection, input, callOptions),
    listStatuses: (type, callOptions) => listStatuses(connection, type, callOptions),
    updateResponsible: (code, email, callOptions) => updateResponsible(connection, code, email, callOptions),
    updateRequestPayment: (code, fields, attachments, callOptions) =>
      updateRequestPayment(connection, code, fields, attachments, callOptions),
    getPaymentRecord: (id, callOptions) => getPaymentRecord(connection, id, callOptions),
    updatePaymentRecord: (id, body, callOptions) => updatePaymentRecord(connection, id, body, callOptions),
    deletePaymentRecord: (id, callOptions) => deletePaymentRecord(connection, id, callOptions),
  } satisfies UpstreamClient);
}

async function listRequests(
  connection: Connection,
  input: ListRequestsInput,
  callOptions?: UpstreamCallOptions,
): Promise<ListRequestsResult> {
  const params = parseInput('listRequests', listRequestsInput, input);
  if (isChangeFeedQuery(params.query)) {
    throw new UpstreamUsageError(
      'listRequests needs at least one query parameter: without one the vendor answers with only ' +
        'the changes since the previous call. Send LIST_EVERYTHING_QUERY for every record, or ' +
        'call listChangeFeed when the change feed is really meant.',
    );
  }
  const search = listQueryToSearchParams(params.query).toString();
  const request = { method: 'GET', path: listRequestsPath(params.version, params), search } as const;
  return readList(
    connection,
    'listRequests',
    await exchange(connection, 'listRequests', request, callOptions),
  );
}

async function listChangeFeed(
  connection: Connection,
  input: ChangeFeedInput,
  callOptions?: UpstreamCallOptions,
): Promise<ListRequestsResult> {
  const params = parseInput('listChangeFeed', changeFeedInput, input);
  const request = { method: 'GET', path: listRequestsPath(params.version, params) } as const;
  return readList(
    connection,
    'listChangeFeed',
    await exchange(connection, 'listChangeFeed', request, callOptions),
  );
}

async function listStatuses(
  connection: Connection,
  requestType: RequestType,
  callOptions?: UpstreamCallOptions,
): Promise<ListStatusesResult> {
  const type = parseInput('listStatuses', requestTypeSchema, requestType);
  const answer = await exchange(
    connection,
    'listStatuses',
    { method: 'GET', path: statusesPath(type) },
    callOptions,
  );
  try {
    const read = readStatusesResponse(answer.status, answer.text);
    return {
      statuses: read.records,
      unreadable: read.unreadable,
      status: answer.status,
      durationMs: answer.durationMs,
    };
  } catch (error) {
    if (error instanceof UnreadableListBodyError) {
      throw unreadable(connection, 'listStatuses', answer, 'no list of statuses');
    }
    throw error;
  }
}

async function updateResponsible(
  connection: Connection,
  requestCode: string,
  email: string,
  callOptions?: UpstreamCallOptions,
) {
  const code = parseInput('updateResponsible', vendorIdentifier, requestCode);
  const body = parseInput('updateResponsible', updateResponsibleInput, { email });
  const request = { method: 'PUT', path: updateResponsiblePath(code), ...jsonBody(body) } as const;
  const answer = await exchange(connection, 'updateResponsible', request, callOptions);
  return readWrite(connection, 'updateResponsible', answer, (read) =>
    readTolerant(updateResponsibleResponse, read, {}),
  );
}

async function updateRequestPayment(
  connection: Connection,
  requestCode: string,
  fields: RequestPaymentFields,
  attachments: readonly UpstreamAttachment[] = [],
  callOptions?: UpstreamCallOptions,
) {
  const code = parseInput('updateRequestPayment', vendorIdentifier, requestCode);
  const form = parseInput('updateRequestPayment', requestPaymentFields, fields);
  const files = parseInput('updateRequestPayment', upstreamAttachments, attachments);
  const texts = (['status', 'type', 'condition', 'description'] as const).flatMap((name) => {
    const value = form[name];
    return value === undefined ? [] : [[name, value] as const];
  });
  if (texts.length === 0 && files.length === 0) {
    throw new UpstreamUsageError('updateRequestPayment: nothing to update; send a field or an attachment.');
  }
  // undici encodes the form as browsers do (names with `"`, CR, LF percent-encoded) and reads
  // each file from its blob while sending, with a Content-Length from the blobs' sizes.
  const body = new FormData();
  for (const [name, value] of texts) body.append(name, value);
  for (const file of files) {
    body.append('attachments', new File([file.blob], file.filename, { type: file.contentType }));
  }
  const request = { method: 'PUT', path: updateRequestPaymentPath(code), body } as const;
  const answer = await exchange(connection, 'updateRequestPayment', request, callOptions);
  return readWrite(connection, 'updateRequestPayment', answer, readPaymentEnvelope);
}

async function getPaymentRecord(
  connection: Connection,
  paymentId: string,
  callOptions?: UpstreamCallOptions,
): Promise<PaymentRecordResult> {
  const id = parseInput('getPaymentRecord', vendorIdentifier, paymentId);
  const request = { method: 'GET', path: paymentRecordPath(id) } as const;
  const answer = await exchange(connection, 'getPaymentRecord', request, callOptions);
  const read = readTolerant(payment, parseJson(connection, 'getPaymentRecord', answer) ?? {}, {});
  return {
    record: read.value,
    unreadable: read.unreadable,
    status: answer.status,
    durationMs: answer.durationMs,
  };
}

async function updatePaymentRecord(
  connection: Connection,
  paymentId: string,
  body: PaymentRecordUpdateInput,
  callOptions?: UpstreamCallOptions,
) {
  const id = parseInput('updatePaymentRecord', vendorIdentifier, paymentId);
  const update = parseInput('updatePaymentRecord', paymentRecordUpdateInput, body);
  const request = { method: 'PUT', path: paymentRecordPath(id), ...jsonBody(update) } as const;
  const answer = await exchange(connection, 'updatePaymentRecord', request, callOptions);
  return readWrite(connection, 'updatePaymentRecord', answer, readPaymentEnvelope);
}

async function deletePaymentRecord(
  connection: Connection,
  paymentId: string,
  callOptions?: UpstreamCallOptions,
) {
  const id = parseInput('deletePaymentRecord', vendorIdentifier, paymentId);
  const request = { method: 'DELETE', path: paymentRecordPath(id) } as const;
  const answer = await exchange(connection, 'deletePaymentRecord', request, callOptions);
  return readWrite(connection, 'deletePaymentRecord', answer, readPaymentEnvelope);
}
