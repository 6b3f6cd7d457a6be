import type { GovernorPriority } from '../../../contract/api/governorStatus';
import type { PaymentRecordChange, PaymentUpdateFields } from '../../../contract/api/writes';
import { VENDOR_PROBLEM_CODES } from '../../../contract/api/problemCodes';
import {
  listRequestsPath,
  MAX_PAGE_LIMIT,
  paymentRecordPath,
  type RequestRecord,
  type RequestType,
  statusesPath,
  type UpdatePaymentResponse,
  type UnreadableField,
  type UpdateResponsibleResponse,
  updateRequestPaymentPath,
  updateResponsiblePath,
} from '../../../contract/upstream/index';
import type { Clock } from '../../clock';
import type { CallPurpose, Governor } from '../../governor/governor';
import { GovernorRefusal } from '../../governor/governorRefusal';
import type {
  ListStatusesResult,
  PaymentRecordResult,
  UpstreamAttachment,
  UpstreamCallOptions,
  UpstreamClient,
  WriteResult,
} from '../client/index';
import { UpstreamError, type UpstreamOperation } from '../client/errors';
import { type VendorSubject, VendorProblem, vendorProblem } from './vendorProblem';

/** How a governed call ended, for metrics: `refused` and `circuit-open` never reached the vendor. */
export type VendorCallOutcome =
  | 'ok'
  | 'refused'
  | 'circuit-open'
  | 'rate-limited'
  | 'unauthorized'
  | 'not-found'
  | 'rejected'
  | 'timeout'
  | 'unavailable'
  | 'unreadable-body'
  | 'aborted'
  | 'error';

export interface VendorCallEvent {
  operation: UpstreamOperation;
  priority: GovernorPriority;
  outcome: VendorCallOutcome;
  /** Fields of a successful answer that did not match the contract. */
  unreadable: number;
}

export interface VendorOptions {
  /** Null when no vendor is configured: every operation then answers `vendor_not_configured`. */
  client: UpstreamClient | null;
  governor: Governor;
  clock: Clock;
  /** Told about every call asked for, sent or not (metrics). */
  observe?: (event: VendorCallEvent) => void;
}

/** A request as the vendor lists it now; `record` is null when it lists none with that code. */
export interface FoundRequest {
  record: RequestRecord | null;
  /** Wall time of the calls it took. */
  durationMs: number;
  unreadable: UnreadableField[];
}

/** The code filter is a substring match; a few pages always reach an exact match. */
const FIND_MAX_PAGES = 3;

/** A write, or its check, is a person's own (`write`) or one item of a bulk change (`bulk`). */
export type WritePriority = Extract<GovernorPriority, 'write' | 'bulk'>;

/** A read of the statuses is a user's refresh or background work; it says which. */
export type StatusesPriority = Extract<GovernorPriority, 'refresh' | 'webhook' | 'reconcile' | 'backfill'>;

/**
 * Every vendor operation Painel's routes use, each sent through the governor with an explicit
 * priority, each failure told as one VendorProblem (vendorProblem.ts). Nothing here reaches the
 * vendor without a reservation in the shared ledger. The four writes return once the vendor
 * answered, before the ledger records the call's end: the write path awaits the governor's
 * `endsRecorded()` beside its Idempotency-Key's answer (ADR 049).
 */
export interface Vendor {
  readonly configured: boolean;
  /** At a person's priority (`write`) unless it is one item of a bulk change (`bulk`, ADR 075). */
  updateResponsible(
    code: string,
    email: string,
    priority?: WritePriority,
  ): Promise<WriteResult<UpdateResponsibleResponse>>;
  updateRequestPayment(
    code: string,
    fields: PaymentUpdateFields,
    attachments: readonly UpstreamAttachment[],
  ): Promise<WriteResult<UpdatePaymentResponse>>;
  /** `refresh` when a person asked to see it; `write` when it confirms an ambiguous write. */
  getPaymentRecord(
    paymentId: string,
    priority?: Extract<GovernorPriority, 'refresh' | 'write'>,
  ): Promise<PaymentRecordResult>;
  /**
   * A live request as the vendor lists it now, read at a write's priority: it confirms whether an
   * ambiguous write (a time-out, a lost answer) was applied before the write is sent again.
   */
  findRequestForWrite(type: RequestType, code: string, priority?: WritePriority): Promise<FoundRequest>;
  updatePaymentRecord(
    paymentId: string,
    change: PaymentRecordChange,
  ): Promise<WriteResult<UpdatePaymentResponse>>;
  deletePaymentRecord(paymentId: string): Promise<WriteResult<UpdatePaymentResponse>>;
  listStatuses(type: RequestType, priority: StatusesPriority): Promise<ListStatusesResult>;
}

const requestSubject = (code: string, write: boolean): VendorSubject => ({
  what: `request ${code}`,
  notFoundCode: VENDOR_PROBLEM_CODES.requestNotFound,
  write,
});

const paymentSubject = (paymentId: string, write: boolean): VendorSubject => ({
  what: `payment ${paymentId}`,
  notFoundCode: VENDOR_PROBLEM_CODES.paymentNotFound,
  write,
});

function outcomeOf(error: unknown): VendorCallOutcome {
  if (error instanceof GovernorRefusal) return error.reason === 'circuit-open' ? 'circuit-open' : 'refused';
  if (error instanceof UpstreamError) return error.kind;
  return 'error';
}

export function createVendor(options: VendorOptions): Vendor {
  const { client, governor, clock, observe } = options;

  async function governed<T extends { unreadable: readonly unknown[] }>(
    operation: UpstreamOperation,
    purpose: CallPurpose,
    subject: VendorSubject,
    call: (client: UpstreamClient, context: UpstreamCallOptions) => Promise<T>,
  ): Promise<T> {
    if (!client) {
      throw new VendorProblem(
        {
          status: 503,
          code: VENDOR_PROBLEM_CODES.notConfigured,
          detail:
            'Painel has no vendor connection: set UPSTREAM_BASE_URL and UPSTREAM_TOKEN, or start Painel without both to use its embedded sandbox.',
        },
        null,
      );
    }
    try {
      const result = await governor.run(purpose, (context) => call(client, context));
      observe?.({
        operation,
        priority: purpose.priority,
        outcome: 'ok',
        unreadable: result.unreadable.length,
      });
      return result;
    } catch (error) {
      const outcome = outcomeOf(error);
      observe?.({ operation, priority: purpose.priority, outcome, unreadable: 0 });
      const circuitCause =
        error instanceof GovernorRefusal && error.reason === 'circuit-open'
          ? ((await governor.status().catch(() => null))?.circuit.cause ?? undefined)
          : undefined;
      throw vendorProblem(error, subject, { now: clock.now(), circuitCause });
    }
  }

  return Object.freeze({
    configured: client !== null,

    updateResponsible(code, email, priority = 'write') {
      return governed(
        'updateResponsible',
        { priority, label: `PUT ${updateResponsiblePath(code)}`, endBehind: true },
        {
          ...requestSubject(code, true),
          notFoundHint: 'or no collaborator of the account has that e-mail',
        },
        (c, context) => c.updateResponsible(code, email, context),
      );
    },

    updateRequestPayment(code, fields, attachments) {
      return governed(
        'updateRequestPayment',
        { priority: 'write', label: `PUT ${updateRequestPaymentPath(code)}`, endBehind: true },
        requestSubject(code, true),
        (c, context) => c.updateRequestPayment(code, fields, attachments, context),
      );
    },

    getPaymentRecord(paymentId, priority = 'refresh') {
      return governed(
        'getPaymentRecord',
        // A person asked for it and waits: a refresh (or a write's check), not background work.
        { priority, label: `GET ${paymentRecordPath(paymentId)}` },
        paymentSubject(paymentId, false),
        (c, context) => c.getPaymentRecord(paymentId, context),
      );
    },

    async findRequestForWrite(type, code, priority = 'write') {
      // The vendor has no "get by code": the listing filtered by code, paged to the exact code.
      const found: FoundRequest = { record: null, durationMs: 0, unreadable: [] };
      for (let page = 1; page <= FIND_MAX_PAGES; page += 1) {
        const pageLimit = MAX_PAGE_LIMIT;
        const path = listRequestsPath('v2', { requestType: type, pageNumber: page, pageLimit });
        const listed = await governed(
          'listRequests',
          { priority, label: `GET ${path} (check of a write)` },
          requestSubject(code, false),
          (c, context) =>
            c.listRequests({ requestType: type, pageNumber: page, pageLimit, query: { code } }, context),
        );
        found.durationMs += listed.durationMs;
        const index = listed.records.findIndex((record) => record.code?.trim() === code);
        if (index >= 0) {
          const prefix = `[${index}]`;
          return {
            ...found,
            record: listed.records[index] ?? null,
            unreadable: listed.unreadable.filter((field) => field.path.startsWith(prefix)),
          };
        }
        if (listed.records.length < pageLimit) break;
      }
      return found;
    },

    updatePaymentRecord(paymentId, change) {
      return governed(
        'updatePaymentRecord',
        { priority: 'write', label: `PUT ${paymentRecordPath(paymentId)}`, endBehind: true },
        paymentSubject(paymentId, true),
        (c, context) => c.updatePaymentRecord(paymentId, change, context),
      );
    },

    deletePaymentRecord(paymentId) {
      return governed(
        'deletePaymentRecord',
        { priority: 'write', label: `DELETE ${paymentRecordPath(paymentId)}`, endBehind: true },
        paymentSubject(paymentId, true),
        (c, context) => c.deletePaymentRecord(paymentId, context),
      );
    },

    listStatuses(type, priority) {
      return governed(
        'listStatuses',
        { priority, label: `GET ${statusesPath(type)}` },
        { what: `the ${type} statuses`, notFoundCode: 'statuses_not_found', write: false },
        (c, context) => c.listStatuses(type, context),
      );
    },
  } satisfies Vendor);
}
