import type { RequestRecord, RequestType } from '../contract/upstream/index';
import { REQUEST_TYPES } from '../contract/upstream/index';
import { generateRows } from './data/generateRequests';
import { materialize } from './data/materialize';
import type { Materialized, RequestRow } from './data/requestRow';
import { generateWorld, type Scenario, type World } from './data/world';
import { RowColumns } from './rowColumns';
import { RecordTexts } from './recordTexts';

/**
 * Requests per type whose listed text is made at start: the whole default demo and then some,
 * while a large world (up to 200,000 per type) keeps building records only when a call needs them.
 */
const PREPARED_PER_TYPE = 2_000;

export interface StoreOptions {
  seed: string;
  scenario: Scenario;
  size: number;
  epoch: number;
}

/**
 * The sandbox's state: the account (world) and its requests, per type, sorted by creation (oldest
 * first, so new requests append and the newest-first listing walks backwards), with indexes by
 * code and by payment id.
 */
export class Store {
  readonly rows: Record<RequestType, RequestRow[]> = { budget: [], order: [] };
  readonly columns: Record<RequestType, RowColumns> = { budget: new RowColumns(), order: new RowColumns() };
  private readonly byCode = new Map<string, RequestRow>();
  private readonly byPaymentId = new Map<string, RequestRow>();
  /** The listed records' JSON text, kept for the newest requests (recordTexts.ts, ADR 069). */
  readonly texts = new RecordTexts((row) => this.peek(row));
  private nextCode: number;
  /** The sequence number of the latest change (see RequestRow.changeSeq). */
  private changes = 0;
  readonly generationMs: number;

  private constructor(
    readonly world: World,
    readonly options: StoreOptions,
  ) {
    const started = performance.now();
    const generated = generateRows(world, options.size);
    this.nextCode = generated.nextCode;
    for (const type of REQUEST_TYPES) {
      for (const row of generated.rows[type]) this.index(row);
      this.rows[type] = generated.rows[type];
      this.columns[type].reset(this.rows[type]);
    }
    this.generationMs = performance.now() - started;
  }

  static generate(options: StoreOptions): Store {
    const store = new Store(generateWorld(options), options);
    for (const type of REQUEST_TYPES) store.texts.prepare(store.rows[type].slice(-PREPARED_PER_TYPE));
    return store;
  }

  private index(row: RequestRow) {
    this.byCode.set(row.code, row);
    if (row.paymentId) this.byPaymentId.set(row.paymentId, row);
  }

  count(type: RequestType) {
    return this.rows[type].length;
  }

  find(code: string): RequestRow | undefined {
    return this.byCode.get(code);
  }

  findByPaymentId(paymentId: string): RequestRow | undefined {
    const row = this.byPaymentId.get(paymentId);
    return row && row.paymentId === paymentId ? row : undefined;
  }

  /** The full record of `row`, kept from now on: for changes, and for whatever must stay the same. */
  full(row: RequestRow): Materialized {
    row.full ??= materialize(this.world, row);
    return row.full;
  }

  /**
   * The full record of `row` for reading only: a request that never changed is built from the seed
   * and not kept, so reading pages of 100,000 requests does not fill the memory.
   */
  peek(row: RequestRow): Materialized {
    return row.full ?? materialize(this.world, row);
  }

  record(row: RequestRow): RequestRecord {
    return this.full(row).record;
  }

  /**
   * New requests take codes after `code`. A restarted demo generates its world again from the seed,
   * and the requests the previous run created must not lend their codes to different ones.
   */
  continueCodesAfter(code: number): void {
    this.nextCode = Math.max(this.nextCode, Math.floor(code) + 1);
  }

  takeCode(): string {
    const code = String(this.nextCode);
    this.nextCode += 1;
    return code;
  }

  /** Adds a new request (already materialized) in creation order. */
  insert(row: RequestRow) {
    const rows = this.rows[row.type];
    row.changeSeq = ++this.changes;
    this.index(row);
    this.refreshFields(row);
    if (rows.length === 0 || (rows[rows.length - 1]?.createdAt ?? 0) <= row.createdAt) {
      rows.push(row);
      this.columns[row.type].append(row);
      return;
    }
    // Only a clock of one's own could go back in time: keep the order, rebuild the columns.
    let at = rows.length;
    while (at > 0 && (rows[at - 1]?.createdAt ?? 0) > row.createdAt) at -= 1;
    rows.splice(at, 0, row);
    this.columns[row.type].reset(rows);
  }

  /**
   * Applies a change to a request at time `at`: builds the record if needed, lets `mutate` change
   * it, moves lastUpdate, and reads the filtered fields back from the record.
   */
  change(row: RequestRow, at: number, mutate: (full: Materialized, row: RequestRow) => void) {
    const full = this.full(row);
    mutate(full, row);
    row.lastUpdate = Math.max(at, row.lastUpdate);
    row.changeSeq = ++this.changes;
    this.refreshFields(row);
    this.columns[row.type].update(row);
  }

  /** The sequence number of the latest change: where a change-feed window ends. */
  get changeSequence() {
    return this.changes;
  }

  /** Re-reads the flat, filterable fields from the record after a change. */
  private refreshFields(row: RequestRow) {
    const record = this.record(row);
    if (row.paymentId && record.payment === undefined) {
      this.byPaymentId.delete(row.paymentId);
      row.paymentId = undefined;
    }
    const paymentId = record.payment?.links?.[0]?.id;
    if (paymentId && paymentId !== row.paymentId) {
      row.paymentId = paymentId;
      this.byPaymentId.set(paymentId, row);
    }
    row.name = record.name ?? '';
    row.totalPower = record.totalPower ?? 0;
    row.freightState = record.freight?.address?.state ?? '';
    row.freightCity = record.freight?.address?.city ?? '';
    row.cnpj = record.company?.cnpj ?? '';
    row.responsibleEmail = record.responsible?.email ?? '';
    row.removed = record.removed === true;
    row.nameKey = row.name.toLowerCase();
    row.freightCityKey = row.freightCity.toLowerCase();
    row.responsibleEmailKey = row.responsibleEmail.toLowerCase();
  }

  collaborator(email: string) {
    const wanted = email.trim().toLowerCase();
    return this.world.collaborators.find((person) => person.email.toLowerCase() === wanted);
  }
}
