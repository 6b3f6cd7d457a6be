import type { ListQuery } from '../contract/upstream/index';
import type { FeedWindow } from './changeFeed';
import type { RequestRow } from './data/requestRow';
import type { RowColumns, TextField } from './rowColumns';

const DAY = 86_400_000;

/** Whole-day filters are read in UTC, the zone of every timestamp the service writes. */
function dayStart(day: string) {
  return Date.parse(`${day}T00:00:00.000Z`);
}

/** What a listing call selects, in terms of the columns. */
export interface Criteria {
  removed: 0 | 1;
  createdFrom: number;
  createdUntil: number;
  updatedFrom: number;
  updatedUntil: number;
  powerMin: number;
  powerMax: number;
  /** Index of the UF (RowColumns.stateOf), or undefined for any. */
  state: number | undefined;
  /** Substring filters: the column and the text it must contain. */
  text: Array<[TextField, string]>;
  /** Change-feed window on the change sequence: from < changeSeq <= to. */
  seqFrom: number;
  seqTo: number;
}

/**
 * The listing's filters. Substring filters compare with the text as stored: name, freightCity and
 * responsibleEmail ignore case; code and companyCNPJ are digits and punctuation (a CNPJ keeps its
 * mask, so an unmasked CNPJ finds nothing). `removed=true` lists only removed requests, anything
 * else only the others.
 */
export function criteriaOf(query: ListQuery, columns: RowColumns): Criteria {
  const text: Array<[TextField, string]> = [];
  if (query.code !== undefined) text.push(['code', query.code]);
  if (query.name !== undefined) text.push(['nameKey', query.name.toLowerCase()]);
  if (query.freightCity !== undefined) text.push(['freightCityKey', query.freightCity.toLowerCase()]);
  if (query.companyCNPJ !== undefined) text.push(['cnpj', query.companyCNPJ]);
  if (query.responsibleEmail !== undefined)
    text.push(['responsibleEmailKey', query.responsibleEmail.toLowerCase()]);
  return {
    removed: query.removed === true ? 1 : 0,
    createdFrom: query.createdAfter ? dayStart(query.createdAfter) : -Infinity,
    createdUntil: query.createdBefore ? dayStart(query.createdBefore) + DAY : Infinity,
    updatedFrom: query.lastUpdateAfter ? dayStart(query.lastUpdateAfter) : -Infinity,
    updatedUntil: query.lastUpdateBefore ? dayStart(query.lastUpdateBefore) + DAY : Infinity,
    powerMin: query.powerGTE ?? -Infinity,
    powerMax: query.powerLTE ?? Infinity,
    state: query.freightState === undefined ? undefined : columns.stateOf(query.freightState),
    text,
    seqFrom: -Infinity,
    seqTo: Infinity,
  };
}

/** The change feed: requests changed inside the window, never removed ones (as without `removed`). */
export function feedCriteria(window: FeedWindow): Criteria {
  return {
    removed: 0,
    createdFrom: -Infinity,
    createdUntil: Infinity,
    updatedFrom: -Infinity,
    updatedUntil: Infinity,
    powerMin: -Infinity,
    powerMax: Infinity,
    state: undefined,
    text: [],
    seqFrom: window.from,
    seqTo: window.to,
  };
}

export interface Page {
  rows: RequestRow[];
  total: number;
}

/**
 * One page of the matching requests, newest created first. Positions run oldest first, so the
 * walk goes backwards over the columns; every position is tested (the total is in the envelope).
 */
export function selectPage(
  rows: readonly RequestRow[],
  columns: RowColumns,
  criteria: Criteria,
  pageNumber: number,
  pageLimit: number,
): Page {
  let marks: Uint8Array | undefined;
  for (const [field, needle] of criteria.text) {
    const found = columns.text[field].matches(needle);
    if (marks) for (let i = 0; i < marks.length; i += 1) marks[i] = (marks[i] ?? 0) & (found[i] ?? 0);
    else marks = found;
  }
  const createdAt = columns.createdAt.data;
  const lastUpdate = columns.lastUpdate.data;
  const totalPower = columns.totalPower.data;
  const changeSeq = columns.changeSeq.data;
  const removed = columns.removed.data;
  const state = columns.state.data;
  const { createdFrom, createdUntil, updatedFrom, updatedUntil, powerMin, powerMax, seqFrom, seqTo } =
    criteria;
  const wantedState = criteria.state;
  const wantedRemoved = criteria.removed;
  const skip = (pageNumber - 1) * pageLimit;
  const page: RequestRow[] = [];
  let total = 0;
  for (let i = columns.length - 1; i >= 0; i -= 1) {
    if (removed[i] !== wantedRemoved) continue;
    const created = createdAt[i] ?? 0;
    if (created < createdFrom || created >= createdUntil) continue;
    const updated = lastUpdate[i] ?? 0;
    if (updated < updatedFrom || updated >= updatedUntil) continue;
    const power = totalPower[i] ?? 0;
    if (power < powerMin || power > powerMax) continue;
    const seq = changeSeq[i] ?? 0;
    if (seq <= seqFrom || seq > seqTo) continue;
    if (wantedState !== undefined && state[i] !== wantedState) continue;
    if (marks && marks[i] !== 1) continue;
    if (total >= skip && page.length < pageLimit) {
      const row = rows[i];
      if (row) page.push(row);
    }
    total += 1;
  }
  return { rows: page, total };
}
