import type {
  Payment,
  RequestRecord,
  RequestStatus,
  RequestType,
  UnreadableField,
  UpdatePaymentResponse,
  UpdateResponsibleResponse,
} from '../../../contract/upstream/index';
import type {
  ChangeFeedInput,
  ListRequestsInput,
  PaymentRecordUpdateInput,
  RequestPaymentFields,
  UpstreamAttachment,
} from './callInputs';

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
  /** Told the processing time an answer states it cost, when it states one. */
  reportProcessing?: (milliseconds: number) => void;
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
