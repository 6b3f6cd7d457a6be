import type { RequestType } from '../../../contract/upstream/enums';
import type { RequestRecord } from '../../../contract/upstream/requestRecord';

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
  /** An order's budgetCreated when it carries orderCreated too; null otherwise (ADR 036, 091). */
  budgetCreatedAt: Date | null;
  dealStatus: string | null;
  stockStatus: string | null;
  paymentStatus: string | null;
  paymentType: string | null;
  /** payment.paidAt as an instant (ADR 065); null when absent or not a real time. */
  paidOn: Date | null;
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

const PAID_AT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * payment.paidAt has no zone (YYYY-MM-DDThh:mm); a Brazilian platform writes Brasília time (UTC-3,
 * no daylight saving since 2019). A time that does not exist (30 February, 25:00) is null.
 */
export function paidAtInstant(value: string | undefined): Date | null {
  const parts = value ? PAID_AT.exec(value.trim()) : null;
  if (!parts) return null;
  const [year, month, day, hour, minute] = parts.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59)
    return null;
  return new Date(wall + 3 * 3_600_000);
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
  const budgetCreatedAt = type === 'order' && orderCreated ? budgetCreated : null;
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
    budgetCreatedAt,
    dealStatus: textOrNull(record.dealStatus),
    stockStatus: textOrNull(record.stockStatus),
    paymentStatus: record.payment?.status ?? null,
    paymentType: record.payment?.type ?? null,
    paidOn: paidAtInstant(record.payment?.paidAt),
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
