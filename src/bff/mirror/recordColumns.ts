import type { RequestType } from '../../contract/upstream/enums';
import type { RequestRecord } from '../../contract/upstream/requestRecord';

/** The typed columns of the mirror that come from the vendor record alone. */
export interface RecordColumns {
  id: string | null;
  name: string | null;
  kind: string | null;
  companyName: string | null;
  companyFantasyName: string | null;
  companyCnpj: string | null;
  companyCnpjDigits: string | null;
  responsibleName: string | null;
  responsibleEmail: string | null;
  createdAt: Date | null;
  /** An order's orderCreated - budgetCreated in ms when it carries both; null otherwise (ADR 036). */
  conversionMs: number | null;
  dealStatus: string | null;
  stockStatus: string | null;
  paymentStatus: string | null;
  paymentType: string | null;
  totalPower: number | null;
  originalValue: number | null;
  discount: number | null;
  surcharge: number | null;
  finalValue: number | null;
  freightState: string | null;
  freightCity: string | null;
  removed: boolean;
}

// numeric(14, 2) holds up to 999,999,999,999.99; a larger amount is kept in the record only.
const MONEY_LIMIT = 1e12;

function textOrNull(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function moneyOrNull(value: number | undefined): number | null {
  return value !== undefined && Number.isFinite(value) && Math.abs(value) < MONEY_LIMIT ? value : null;
}

function instantOrNull(value: string | undefined): Date | null {
  if (!value) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** Only the digits of a document number, so masked and unmasked forms compare equal. */
export function documentDigits(value: string | null | undefined): string | null {
  const digits = value?.replace(/\D/g, '') ?? '';
  return digits === '' ? null : digits;
}

/**
 * Derives every typed column from a record read tolerantly: absent or unreadable fields become
 * null, texts are trimmed, and a request's own creation time is orderCreated for an order
 * (budgetCreated when the order has none) and budgetCreated for a budget.
 */
export function recordColumns(type: RequestType, record: RequestRecord): RecordColumns {
  const responsible = [record.responsible?.name, record.responsible?.surname]
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part))
    .join(' ');
  const created =
    type === 'order'
      ? (instantOrNull(record.orderCreated) ?? instantOrNull(record.budgetCreated))
      : instantOrNull(record.budgetCreated);
  const power = record.totalPower;
  const budgetCreated = instantOrNull(record.budgetCreated);
  const orderCreated = instantOrNull(record.orderCreated);
  const conversionMs =
    type === 'order' && budgetCreated && orderCreated
      ? orderCreated.getTime() - budgetCreated.getTime()
      : null;
  return {
    id: textOrNull(record.id),
    name: textOrNull(record.name),
    kind: textOrNull(record.kind),
    companyName: textOrNull(record.company?.companyName),
    companyFantasyName: textOrNull(record.company?.fantasyName),
    companyCnpj: textOrNull(record.company?.cnpj),
    companyCnpjDigits: documentDigits(record.company?.cnpj),
    responsibleName: responsible === '' ? null : responsible,
    responsibleEmail: textOrNull(record.responsible?.email),
    createdAt: created,
    conversionMs,
    dealStatus: textOrNull(record.dealStatus),
    stockStatus: textOrNull(record.stockStatus),
    paymentStatus: record.payment?.status ?? null,
    paymentType: record.payment?.type ?? null,
    totalPower: power !== undefined && Number.isFinite(power) ? power : null,
    originalValue: moneyOrNull(record.originalValue),
    discount: moneyOrNull(record.discount),
    surcharge: moneyOrNull(record.surcharge),
    finalValue: moneyOrNull(record.finalValue),
    freightState: textOrNull(record.freight?.address?.state)?.toUpperCase() ?? null,
    freightCity: textOrNull(record.freight?.address?.city),
    removed: record.removed ?? false,
  };
}
