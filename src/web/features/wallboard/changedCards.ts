import { useEffect, useRef, useState } from 'react';
import type { Board } from '../../../contract/api/board';
import type { RequestType } from '../../../contract/upstream/enums';

/** How long a card that moved (or arrived) stays highlighted on the wall. */
export const HIGHLIGHT_MS = 10_000;

/** Where each card of a board is: code → column name. */
export type BoardSnapshot = ReadonlyMap<string, string>;

export function snapshotOf(board: Board): BoardSnapshot {
  const where = new Map<string, string>();
  for (const column of board.columns) for (const card of column.cards) where.set(card.code, column.name);
  return where;
}

/**
 * The cards of `board` that are not where `previous` had them: moved to another column, or new
 * on the board. Nothing is "changed" against no previous snapshot (the first sight of a board).
 */
export function changedCodes(previous: BoardSnapshot | undefined, board: Board): string[] {
  if (!previous) return [];
  const changed: string[] = [];
  for (const column of board.columns) {
    for (const card of column.cards) {
      if (previous.get(card.code) !== column.name) changed.push(card.code);
    }
  }
  return changed;
}

/**
 * The cards to highlight on the board on show: those that moved since this board was last on
 * screen (so what changed while the other board was showing lights up when this one comes back),
 * each for HIGHLIGHT_MS. Memory stays flat for days: one snapshot per type, replaced at each
 * change, and highlights that expire are dropped.
 */
export function useChangedCards(type: RequestType, board: Board | undefined): ReadonlySet<string> {
  const snapshots = useRef(new Map<RequestType, BoardSnapshot>());
  // Keys are `${type} ${code}`; values the moment the highlight ends.
  const [until, setUntil] = useState<ReadonlyMap<string, number>>(new Map());

  useEffect(() => {
    if (!board) return;
    const changed = changedCodes(snapshots.current.get(type), board);
    snapshots.current.set(type, snapshotOf(board));
    if (changed.length === 0) return;
    const ends = Date.now() + HIGHLIGHT_MS;
    setUntil((current) => {
      const next = new Map(current);
      for (const code of changed) next.set(`${type} ${code}`, ends);
      return next;
    });
  }, [type, board]);

  useEffect(() => {
    if (until.size === 0) return;
    const first = Math.min(...until.values());
    const timer = setTimeout(
      () =>
        setUntil((current) => {
          const now = Date.now();
          return new Map([...current].filter(([, end]) => end > now));
        }),
      Math.max(0, first - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [until]);

  const prefix = `${type} `;
  return new Set(
    [...until.keys()].filter((key) => key.startsWith(prefix)).map((key) => key.slice(prefix.length)),
  );
}
