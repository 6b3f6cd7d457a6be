import type { RequestRecord, RequestType } from '../../contract/upstream/index';
import type { KitChoice } from './kits';
import type { Rng } from './prng';

/** A request as fully built: the record (both versions' fields) and what only webhooks show. */
export interface Materialized {
  record: RequestRecord;
  conditionId?: string;
  showConditionsRule?: string;
}

/**
 * One request in the store. The fields the listing filters on are kept flat, so a page over
 * 100,000 requests never builds a record it does not return. The full record is built from the
 * seed when a call needs it; once a request changes, its record is kept (`full`), every later
 * change goes through it, and the flat fields are read back from it. Rows are always made by
 * makeRow, so they share one shape and a scan over them stays fast.
 */
export interface RequestRow {
  type: RequestType;
  id: string;
  code: string;
  /** budgetCreated of a budget, orderCreated of an order (epoch ms). */
  createdAt: number;
  /**
   * An order's budget's creation instant, when it came from one (the budget's createdAt, to the
   * millisecond); undefined for a budget and for an order placed without one.
   */
  budgetCreatedAt: number | undefined;
  /** Not a field of the record (the spec shows it only in webhooks); kept for filters and the feed. */
  lastUpdate: number;
  /**
   * Position of the latest change in the store's sequence (0 for generated requests): the change
   * feed compares these, not times, so two changes in the same millisecond are never confused.
   */
  changeSeq: number;
  name: string;
  totalPower: number;
  freightState: string;
  freightCity: string;
  cnpj: string;
  responsibleEmail: string;
  removed: boolean;
  paymentId: string | undefined;
  /** Lower-cased copies of the substring-filtered fields, so a page scan never lower-cases. */
  nameKey: string;
  freightCityKey: string;
  responsibleEmailKey: string;
  /** When a listing last returned this request (epoch ms), -1 if never since generation. */
  sentAt: number;
  /** Index in its type's rows and columns (see RowColumns); -1 until stored. */
  position: number;
  /** Labels the vendor's UI attaches; not a record field, but adding/removing one emits a webhook. */
  tags: string[];
  /** Generation inputs for building the record. */
  seed: RowSeed;
  full: Materialized | undefined;
}

export interface RowSeed {
  companyIndex: number;
  responsibleIndex: number;
  addedByIndex: number;
  customerName: string;
  kit: KitChoice;
  freightRural: boolean;
  /**
   * A generated budget that became an order: its record is built in the converted status, and a
   * budget without it never is (ADR 086). Orders ignore it.
   */
  converted: boolean;
}

export type RowFields = Omit<RequestRow, 'nameKey' | 'freightCityKey' | 'responsibleEmailKey' | 'position'>;

export function makeRow(fields: RowFields): RequestRow {
  return {
    type: fields.type,
    id: fields.id,
    code: fields.code,
    createdAt: fields.createdAt,
    budgetCreatedAt: fields.budgetCreatedAt,
    lastUpdate: fields.lastUpdate,
    changeSeq: fields.changeSeq,
    name: fields.name,
    totalPower: fields.totalPower,
    freightState: fields.freightState,
    freightCity: fields.freightCity,
    cnpj: fields.cnpj,
    responsibleEmail: fields.responsibleEmail,
    removed: fields.removed,
    paymentId: fields.paymentId,
    nameKey: fields.name.toLowerCase(),
    freightCityKey: fields.freightCity.toLowerCase(),
    responsibleEmailKey: fields.responsibleEmail.toLowerCase(),
    sentAt: fields.sentAt,
    position: -1,
    tags: fields.tags,
    seed: fields.seed,
    full: fields.full,
  };
}

/**
 * A MongoDB-style ObjectId (24 hex): four bytes of creation time in seconds, then random bytes,
 * as the `_id` in webhook bodies suggests the vendor uses.
 */
export function objectId(rng: Rng, at: number): string {
  return (
    Math.floor(at / 1000)
      .toString(16)
      .padStart(8, '0')
      .slice(-8) + rng.hex(16)
  );
}

/**
 * The flat part of the order `budget` becomes at `at`: the budget's customer, company, kit, place,
 * responsible and tags under a new code, id and payment id, its budgetCreated the budget's creation
 * instant to the millisecond (how Painel tells which budget an order came from, ADR 062). Shared by
 * a live conversion and the generated history (ADR 086).
 */
export function orderRowFrom(
  budget: RequestRow,
  order: { code: string; at: number; rng: Rng; full?: Materialized },
): RequestRow {
  const { code, at, rng } = order;
  const paymentId = objectId(rng, at);
  return makeRow({
    ...budget,
    type: 'order',
    id: objectId(rng, at),
    code,
    createdAt: at,
    budgetCreatedAt: budget.createdAt,
    lastUpdate: at,
    changeSeq: 0,
    removed: false,
    paymentId,
    sentAt: -1,
    tags: [...budget.tags],
    seed: { ...budget.seed },
    full: order.full,
  });
}
