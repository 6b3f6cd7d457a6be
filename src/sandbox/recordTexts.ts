import type { ApiVersion } from '../contract/upstream/index';
import type { Materialized, RequestRow } from './data/requestRow';
import { recordView } from './views';

/** What a kept text was made from: a row that changed or was sent since shows something else. */
interface KeptText {
  changeSeq: number;
  sentAt: number;
  text: Partial<Record<ApiVersion, string>>;
}

/**
 * The JSON text of listed records, made once and kept for the rows prepared at start. A client
 * that times its calls by the wall clock (Painel's governor counts wall time, ADR 061) then pays
 * for joining kept texts rather than for building and serialising fifty records per page, which
 * on a busy machine was a third of each call.
 *
 * Only prepared rows are kept, so reading pages of a large world never fills the memory; a kept
 * text is made again when its row changed (its change sequence moved) or was sent since (the
 * record reports earlier sends), and rows created later are built at every call.
 */
export class RecordTexts {
  private readonly kept = new WeakMap<RequestRow, KeptText>();

  constructor(private readonly build: (row: RequestRow) => Materialized) {}

  /** Makes and keeps the v2 text of each row (the version Painel reads). */
  prepare(rows: Iterable<RequestRow>) {
    for (const row of rows) {
      this.kept.set(row, { changeSeq: row.changeSeq, sentAt: row.sentAt, text: {} });
      this.text(row, 'v2');
    }
  }

  /** The record of `row` as `version` lists it, as JSON text. */
  text(row: RequestRow, version: ApiVersion): string {
    const kept = this.kept.get(row);
    if (!kept) return this.serialise(row, version);
    if (kept.changeSeq !== row.changeSeq || kept.sentAt !== row.sentAt) {
      kept.changeSeq = row.changeSeq;
      kept.sentAt = row.sentAt;
      kept.text = {};
    }
    kept.text[version] ??= this.serialise(row, version);
    return kept.text[version];
  }

  private serialise(row: RequestRow, version: ApiVersion): string {
    return JSON.stringify(recordView(row, this.build(row).record, version));
  }
}
