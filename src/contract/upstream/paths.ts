import type { ApiVersion, RequestType } from './enums';
import type { ListPathParams } from './listQuery';

// Paths of the documented operations, relative to the vendor's base address. Codes and ids are
// vendor text, so they are encoded rather than trusted to be path-safe.

/** GET: list budgets or orders (v1 and v2). */
export function listRequestsPath(version: ApiVersion, params: ListPathParams): string {
  return `/api/${version}/requests/${params.requestType}/${params.pageNumber}/${params.pageLimit}`;
}

/** PUT (v2): update a payment record; GET and DELETE exist on the same path. */
export function paymentRecordPath(paymentId: string): string {
  return `/api/v2/payments/${encodeURIComponent(paymentId)}`;
}

/** PUT (v1): change the responsible collaborator of a request. */
export function updateResponsiblePath(requestCode: string): string {
  return `/api/v1/request/${encodeURIComponent(requestCode)}/responsible`;
}

/** PUT (v2), multipart: update the payment data of a request. */
export function updateRequestPaymentPath(requestCode: string): string {
  return `/api/v2/request/${encodeURIComponent(requestCode)}/updatePayment`;
}

/** GET (v1): the configurable statuses of a request type. */
export function statusesPath(requestType: RequestType): string {
  return `/api/v1/request/${requestType}/statuses`;
}
