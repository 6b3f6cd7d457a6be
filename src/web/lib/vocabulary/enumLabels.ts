import type {
  FreightType,
  Orientation,
  PaymentLinkMethod,
  PaymentStatus,
  PaymentType,
  ProductType,
  TransactionStatus,
  TruckPossible,
  ZoneType,
} from '../../../contract/upstream/enums';
import type { HistorySource } from '../../../contract/api/requests';
import type { MessageKey } from '../../i18n/messages/pt-BR';

// One label per value of every closed set the drawer shows: a value added to a contract enum
// fails the typecheck here until it has a translation.

export const productTypeLabels: Record<ProductType, MessageKey> = {
  module: 'requestDetail.products.type.module',
  inverter: 'requestDetail.products.type.inverter',
  stringBox: 'requestDetail.products.type.stringBox',
  complementaryEquipment: 'requestDetail.products.type.complementaryEquipment',
  extraItem: 'requestDetail.products.type.extraItem',
};

export const paymentTypeLabels: Record<PaymentType, MessageKey> = {
  pix: 'requestDetail.payment.type.pix',
  boleto: 'requestDetail.payment.type.boleto',
  debito: 'requestDetail.payment.type.debito',
  credito: 'requestDetail.payment.type.credito',
  financiamento: 'requestDetail.payment.type.financiamento',
  other: 'requestDetail.payment.type.other',
};

export const paymentStatusLabels: Record<PaymentStatus, MessageKey> = {
  notRequested: 'requestDetail.payment.status.notRequested',
  requested: 'requestDetail.payment.status.requested',
  received: 'requestDetail.payment.status.received',
  cancelled: 'requestDetail.payment.status.cancelled',
  partial: 'requestDetail.payment.status.partial',
};

export const transactionStatusLabels: Record<TransactionStatus, MessageKey> = {
  pending: 'requestDetail.payment.transaction.pending',
  pre_approved: 'requestDetail.payment.transaction.pre_approved',
  approved: 'requestDetail.payment.transaction.approved',
  canceled: 'requestDetail.payment.transaction.canceled',
  voided: 'requestDetail.payment.transaction.voided',
  failed: 'requestDetail.payment.transaction.failed',
  unknown: 'requestDetail.payment.transaction.unknown',
};

export const paymentMethodLabels: Record<PaymentLinkMethod, MessageKey> = {
  GET: 'requestDetail.payment.method.GET',
  PUT: 'requestDetail.payment.method.PUT',
  DELETE: 'requestDetail.payment.method.DELETE',
};

export const historySourceLabels: Record<HistorySource, MessageKey> = {
  backfill: 'requestDetail.history.source.backfill',
  reconcile: 'requestDetail.history.source.reconcile',
  webhook: 'requestDetail.history.source.webhook',
  refresh: 'requestDetail.history.source.refresh',
  write: 'requestDetail.history.source.write',
};

// The spec only "indicates" these values and types the fields as text (ADR 005): a known value
// gets its translation, anything else is shown as the vendor sent it.

export const freightTypeLabels: Record<FreightType, MessageKey> = {
  CIF: 'requestDetail.freight.type.CIF',
  FOB: 'requestDetail.freight.type.FOB',
};

export const zoneTypeLabels: Record<ZoneType, MessageKey> = {
  rural: 'requestDetail.freight.zone.rural',
  urban: 'requestDetail.freight.zone.urban',
};

export const truckPossibleLabels: Record<TruckPossible, MessageKey> = {
  yes: 'requestDetail.yes',
  no: 'requestDetail.no',
};

export const orientationLabels: Record<Orientation, MessageKey> = {
  portrait: 'requestDetail.structure.orientation.portrait',
  landscape: 'requestDetail.structure.orientation.landscape',
};

/** The label of an indicated value, or undefined for a value outside the indicated set. */
export function indicatedLabel<V extends string>(
  labels: Record<V, MessageKey>,
  value: string | undefined,
): MessageKey | undefined {
  if (value === undefined || !Object.hasOwn(labels, value)) return undefined;
  return labels[value as V];
}
