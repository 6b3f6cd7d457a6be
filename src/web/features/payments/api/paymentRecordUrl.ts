/** Where a payment record lives in Painel's API (the vendor's id, as `payment.links[].id` gives it). */
export function paymentRecordUrl(paymentId: string): string {
  return `/api/payments/${encodeURIComponent(paymentId)}`;
}
