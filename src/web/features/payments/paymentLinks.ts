import { type PaymentLinkMethod, paymentLinkMethodSchema } from '../../../contract/upstream/enums';
import type { Payment } from '../../../contract/upstream/payment';
import { paymentIdSchema } from '../../../contract/api/writes';

/** One payment record and what the vendor's links allow on it. */
export interface PaymentRecordLinks {
  paymentId: string;
  methods: ReadonlySet<PaymentLinkMethod>;
}

const PAYMENT_PATH = /\/payments\/([^/?#]+)\/?$/;

/**
 * The payment records the vendor links to, each with the methods it offers. A link without an id
 * names its record through the path (/api/v2/payments/<id>); a link naming neither, or an id the
 * API would refuse, offers nothing.
 */
export function paymentRecordLinks(payment: Payment | undefined): PaymentRecordLinks[] {
  const byId = new Map<string, Set<PaymentLinkMethod>>();
  for (const link of payment?.links ?? []) {
    // A method the vendor added is not one Painel knows how to call.
    const method = paymentLinkMethodSchema.safeParse(link.method);
    if (!method.success) continue;
    const raw = link.id?.trim() || PAYMENT_PATH.exec(link.path ?? '')?.[1];
    const id = raw === undefined ? undefined : paymentIdSchema.safeParse(safeDecode(raw));
    if (!id?.success) continue;
    const methods = byId.get(id.data) ?? new Set<PaymentLinkMethod>();
    methods.add(method.data);
    byId.set(id.data, methods);
  }
  return [...byId].map(([paymentId, methods]) => ({ paymentId, methods }));
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
