import { UFS } from '../contract/upstream/index';
import type { RequestRow } from './data/requestRow';
import { TextColumn } from './textColumn';

export const TEXT_FIELDS = ['code', 'nameKey', 'freightCityKey', 'cnpj', 'responsibleEmailKey'] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

const NO_STATE = 255;
const stateIndex = (uf: string) => {
  const index = (UFS as readonly string[]).indexOf(uf);
  return index < 0 ? NO_STATE : index;
};

class Float64Column {
  data = new Float64Array(1024);
  ensure(size: number) {
    if (size <= this.data.length) return;
    const next = new Float64Array(Math.max(size, this.data.length * 2));
    next.set(this.data);
    this.data = next;
  }
}

class Uint8Column {
  data = new Uint8Array(1024);
  ensure(size: number) {
    if (size <= this.data.length) return;
    const next = new Uint8Array(Math.max(size, this.data.length * 2));
    next.set(this.data);
    this.data = next;
  }
}

/**
 * The filterable fields of one request type's rows, by position, in flat arrays: a page over
 * 100,000 requests reads a few contiguous typed arrays instead of 100,000 scattered objects.
 * Positions follow the rows array (creation order, oldest first).
 */
export class RowColumns {
  length = 0;
  readonly createdAt = new Float64Column();
  readonly lastUpdate = new Float64Column();
  readonly totalPower = new Float64Column();
  readonly changeSeq = new Float64Column();
  readonly removed = new Uint8Column();
  readonly state = new Uint8Column();
  readonly text: Record<TextField, TextColumn> = {
    code: new TextColumn(),
    nameKey: new TextColumn(),
    freightCityKey: new TextColumn(),
    cnpj: new TextColumn(),
    responsibleEmailKey: new TextColumn(),
  };

  /** Rebuilds every column from `rows` (after generation, or an out-of-order insert). */
  reset(rows: readonly RequestRow[]) {
    this.length = 0;
    for (const column of [
      this.createdAt,
      this.lastUpdate,
      this.totalPower,
      this.changeSeq,
      this.removed,
      this.state,
    ]) {
      column.ensure(rows.length);
    }
    rows.forEach((row, position) => {
      row.position = position;
      this.write(position, row);
    });
    this.length = rows.length;
    for (const field of TEXT_FIELDS) this.text[field].reset(rows.map((row) => row[field]));
  }

  append(row: RequestRow) {
    const position = this.length;
    for (const column of [
      this.createdAt,
      this.lastUpdate,
      this.totalPower,
      this.changeSeq,
      this.removed,
      this.state,
    ]) {
      column.ensure(position + 1);
    }
    row.position = position;
    this.write(position, row);
    this.length += 1;
    for (const field of TEXT_FIELDS) this.text[field].append(row[field]);
  }

  /** Reads a changed row back into the columns. */
  update(row: RequestRow) {
    this.write(row.position, row);
    for (const field of TEXT_FIELDS) this.text[field].set(row.position, row[field]);
  }

  private write(position: number, row: RequestRow) {
    this.createdAt.data[position] = row.createdAt;
    this.lastUpdate.data[position] = row.lastUpdate;
    this.totalPower.data[position] = row.totalPower;
    this.changeSeq.data[position] = row.changeSeq;
    this.removed.data[position] = row.removed ? 1 : 0;
    this.state.data[position] = stateIndex(row.freightState);
  }

  stateOf(uf: string) {
    return stateIndex(uf);
  }
}
