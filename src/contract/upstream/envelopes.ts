import { z } from 'zod';
import { type ReadListBody, readListBodyWith } from './listBody';
import { type RequestStatus, requestStatus } from './requestStatus';

/** 200 of PUT /api/v1/request/{requestCode}/responsible. */
export const updateResponsibleResponse = z.looseObject({
  success: z.boolean().optional(),
});
export type UpdateResponsibleResponse = z.infer<typeof updateResponsibleResponse>;

/** `data` of the payment-update answer. */
export const updatePaymentResult = z.looseObject({
  success: z.boolean().optional(),
});
export type UpdatePaymentResult = z.infer<typeof updatePaymentResult>;

/**
 * 200 of PUT /api/v2/request/{requestCode}/updatePayment: `{data: {success}, error: null}`.
 * The shape of `error` on failure is not shown, so any value is kept as is.
 */
export const updatePaymentResponse = z.looseObject({
  data: updatePaymentResult.optional(),
  error: z.unknown().optional(),
});
export type UpdatePaymentResponse = z.infer<typeof updatePaymentResponse>;

/** 200 of GET /api/v1/request/{requestType}/statuses: status records ordered by `sequence`. */
export const statusesResponse = z.array(requestStatus);
export type StatusesResponse = z.infer<typeof statusesResponse>;

/**
 * Reads a statuses answer like a listing (an array, or any form parseListBody accepts), each status
 * tolerantly. The vendor's order is kept; sort by `sequence` where order matters.
 */
export function readStatusesResponse(status: number, body: unknown): ReadListBody<RequestStatus> {
  return readListBodyWith(requestStatus, {}, status, body);
}
