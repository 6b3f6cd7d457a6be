import type {
  PaymentRecordChange,
  PaymentUpdateFields,
  RequestWriteParams,
} from '../../../contract/api/writes';
import type { Payment } from '../../../contract/upstream/index';
import { UpstreamNotFound } from '../../vendor/client/errors';
import type { Vendor } from '../../vendor/governed/createVendor';
import { VendorProblem } from '../../vendor/governed/vendorProblem';
import {
  type PaymentRead,
  paymentRecordDeleteApplied,
  paymentRecordUpdateApplied,
  paymentUpdateApplied,
  responsibleApplied,
} from './appliedChanges';

/** What a read of the vendor said about a write whose outcome was unknown. */
export interface CheckResult {
  applied: boolean;
  durationMs: number;
  unreadable: readonly unknown[];
}

/** One governed read, at a write's priority; its failures are thrown as every vendor call's are. */
export type VendorCheck = () => Promise<CheckResult>;

type Reads = Pick<Vendor, 'findRequestForWrite' | 'getPaymentRecord'>;

export function responsibleCheck(
  vendor: Pick<Reads, 'findRequestForWrite'>,
  target: RequestWriteParams,
  email: string,
): VendorCheck {
  return async () => {
    const found = await vendor.findRequestForWrite(target.type, target.code);
    return {
      applied: responsibleApplied(found.record, email),
      durationMs: found.durationMs,
      unreadable: found.unreadable,
    };
  };
}

export function paymentUpdateCheck(
  vendor: Reads,
  code: string,
  fields: PaymentUpdateFields,
  fileNames: readonly string[],
): VendorCheck {
  return async () => {
    const found = await vendor.findRequestForWrite('order', code);
    return {
      applied: paymentUpdateApplied(found.record, fields, fileNames),
      durationMs: found.durationMs,
      unreadable: found.unreadable,
    };
  };
}

/** The payment record, or `found: false` when the vendor answers that it has none with this id. */
async function readPayment(
  vendor: Reads,
  paymentId: string,
): Promise<{ read: PaymentRead; durationMs: number; unreadable: readonly unknown[] }> {
  try {
    const result = await vendor.getPaymentRecord(paymentId, 'write');
    const payment: Payment = result.record;
    return { read: { found: true, payment }, durationMs: result.durationMs, unreadable: result.unreadable };
  } catch (error) {
    if (error instanceof VendorProblem && error.source instanceof UpstreamNotFound) {
      return { read: { found: false }, durationMs: error.source.durationMs, unreadable: [] };
    }
    throw error;
  }
}

export function paymentRecordUpdateCheck(
  vendor: Reads,
  paymentId: string,
  change: PaymentRecordChange,
): VendorCheck {
  return async () => {
    const { read, ...rest } = await readPayment(vendor, paymentId);
    return { ...rest, applied: paymentRecordUpdateApplied(read, change) };
  };
}

export function paymentRecordDeleteCheck(vendor: Reads, paymentId: string): VendorCheck {
  return async () => {
    const { read, ...rest } = await readPayment(vendor, paymentId);
    return { ...rest, applied: paymentRecordDeleteApplied(read) };
  };
}
