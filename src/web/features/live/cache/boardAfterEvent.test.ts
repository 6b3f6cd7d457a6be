import { describe, expect, it } from 'vitest';
import type { Board, BoardColumn } from '../../../../contract/api/board';
import type { RequestSummary } from '../../../../contract/api/requests';
import { emptySummary, summary } from '../../../lib/testing/apiFixtures';
import { boardAfterEvent } from './boardAfterEvent';

const card = (
  code: string,
  dealStatus: string | null,
  statusSince: string,
  values: Partial<RequestSummary> = {},
) => summary({ code, dealStatus, statusSince, finalValue: 100, totalPower: 1000, ...values });

function column(name: string, cards: RequestSummary[], extra: Partial<BoardColumn> = {}): BoardColumn {
  return {
    status: name === '' ? null : { id: name, name },
    name,
    count: cards.length,
    sumFinalValue: cards.reduce((sum, each) => sum + (each.finalValue ?? 0), 0),
    sumTotalPower: cards.reduce((sum, each) => sum + (each.totalPower ?? 0), 0),
    cards,
    ...extra,
  };
}

function boardOf(...columns: BoardColumn[]): Board {
  return { columns, total: columns.reduce((sum, each) => sum + each.count, 0) };
}

const a1 = card('A1', 'Novo', '2025-06-10T10:00:00.000Z');
const a2 = card('A2', 'Novo', '2025-06-09T10:00:00.000Z');
const b1 = card('B1', 'Pago', '2025-06-12T10:00:00.000Z', { finalValue: 300.1, totalPower: 3000 });
const b2 = card('B2', 'Pago', '2025-06-01T10:00:00.000Z', { finalValue: 50, totalPower: 500 });

/** Two configured columns, everything shown. */
const complete = () => boardOf(column('Novo', [a1, a2]), column('Pago', [b1, b2]));

const changed = (request: RequestSummary, fields: string[]) => ({
  kind: 'request.changed' as const,
  request,
  fields,
});
const moved = (from: RequestSummary, dealStatus: string, at = '2025-06-15T12:00:00.000Z') =>
  changed({ ...from, dealStatus, statusSince: at }, ['dealStatus']);

const brief = (board: Board) =>
  board.columns.map((each) => ({
    name: each.name,
    count: each.count,
    sumFinalValue: each.sumFinalValue,
    sumTotalPower: each.sumTotalPower,
    cards: each.cards.map((c) => c.code),
  }));

describe('boardAfterEvent', () => {
  it('moves a card to the column of its new status, first there, with counts, sums and total following', () => {
    const { data, stale } = boardAfterEvent(complete(), {}, moved(a2, 'Pago'));
    expect(stale).toBe(false);
    expect(brief(data)).toEqual([
      { name: 'Novo', count: 1, sumFinalValue: 100, sumTotalPower: 1000, cards: ['A1'] },
      { name: 'Pago', count: 3, sumFinalValue: 450.1, sumTotalPower: 4500, cards: ['A2', 'B1', 'B2'] },
    ]);
    expect(data.total).toBe(4);
    expect(data.columns[1]?.cards[0]?.dealStatus).toBe('Pago');
  });

  it('keeps a column within its card limit, the count still saying how many there are', () => {
    const { data, stale } = boardAfterEvent(complete(), { cardsPerColumn: 2 }, moved(a1, 'Pago'));
    expect(stale).toBe(false);
    expect(brief(data)[1]).toEqual({
      name: 'Pago',
      count: 3,
      sumFinalValue: 450.1,
      sumTotalPower: 4500,
      cards: ['A1', 'B1'],
    });
  });

  it('asks the server again when a card leaves a column that had more than it showed', () => {
    const board = boardOf(
      column('Novo', [a1, a2], { count: 5, sumFinalValue: 500, sumTotalPower: 5000 }),
      column('Pago', [b1]),
    );
    const { data, stale } = boardAfterEvent(board, { cardsPerColumn: 2 }, moved(a1, 'Pago'));
    expect(stale).toBe(true);
    // Meanwhile the board already shows the move.
    expect(brief(data)[0]).toMatchObject({ count: 4, sumFinalValue: 400, cards: ['A2'] });
    expect(brief(data)[1]).toMatchObject({ count: 2, cards: ['A1', 'B1'] });
  });

  it('counts without showing a card whose place is among the hidden ones', () => {
    const board = boardOf(
      column('Novo', [a1]),
      column('Pago', [b1], { count: 4, sumFinalValue: 1000, sumTotalPower: 9000 }),
    );
    const { data, stale } = boardAfterEvent(
      board,
      { cardsPerColumn: 1 },
      moved(a1, 'Pago', '2025-01-01T00:00:00.000Z'),
    );
    expect(stale).toBe(false);
    expect(brief(data)[1]).toEqual({
      name: 'Pago',
      count: 5,
      sumFinalValue: 1100,
      sumTotalPower: 10000,
      cards: ['B1'],
    });
  });

  it('replaces a card in place and moves the sums by the difference when its status stays', () => {
    const { data, stale } = boardAfterEvent(
      complete(),
      {},
      changed({ ...b2, finalValue: 80, totalPower: null, name: 'Renamed' }, [
        'finalValue',
        'totalPower',
        'name',
      ]),
    );
    expect(stale).toBe(false);
    expect(brief(data)[1]).toEqual({
      name: 'Pago',
      count: 2,
      sumFinalValue: 380.1,
      sumTotalPower: 3000,
      cards: ['B1', 'B2'],
    });
    expect(data.columns[1]?.cards[1]?.name).toBe('Renamed');
  });

  it('gathers a status that is not configured in the column of the rest, made when needed and dropped when empty', () => {
    const toUnknown = boardAfterEvent(complete(), {}, moved(b2, 'Arquivado'));
    expect(toUnknown.stale).toBe(false);
    expect(brief(toUnknown.data).map((each) => [each.name, each.count, each.cards])).toEqual([
      ['Novo', 2, ['A1', 'A2']],
      ['Pago', 1, ['B1']],
      ['', 1, ['B2']],
    ]);
    const back = boardAfterEvent(toUnknown.data, {}, moved({ ...b2, dealStatus: 'Arquivado' }, 'Novo'));
    expect(brief(back.data).map((each) => each.name)).toEqual(['Novo', 'Pago']);
    expect(back.data.total).toBe(4);
  });

  it('adds a created request first in its column, and takes a removed one out', () => {
    const created = card('N1', 'Novo', '2025-06-15T12:00:00.000Z', { finalValue: 10, totalPower: 100 });
    const added = boardAfterEvent(complete(), {}, { kind: 'request.created', request: created });
    expect(added.stale).toBe(false);
    expect(brief(added.data)[0]).toMatchObject({ count: 3, sumFinalValue: 210, cards: ['N1', 'A1', 'A2'] });

    const removed = boardAfterEvent(added.data, {}, { kind: 'request.removed', type: 'order', code: 'B1' });
    expect(removed.stale).toBe(false);
    expect(brief(removed.data)[1]).toEqual({
      name: 'Pago',
      count: 1,
      sumFinalValue: 50,
      sumTotalPower: 500,
      cards: ['B2'],
    });
    expect(removed.data.total).toBe(4);
  });

  it('follows a status filter: a card moving out leaves, one moving in joins', () => {
    const filtered = boardOf(column('Novo', [a1, a2]));
    const out = boardAfterEvent(filtered, { status: ['Novo'] }, moved(a1, 'Pago'));
    expect(out.stale).toBe(false);
    expect(brief(out.data)).toEqual([
      { name: 'Novo', count: 1, sumFinalValue: 100, sumTotalPower: 1000, cards: ['A2'] },
    ]);

    const back = boardAfterEvent(out.data, { status: 'Novo' }, moved({ ...a1, dealStatus: 'Pago' }, 'Novo'));
    expect(back.stale).toBe(false);
    expect(brief(back.data)[0]).toMatchObject({ count: 2, cards: ['A1', 'A2'] });
  });

  it('asks the server when a request it does not show changes what counts, while cards are hidden', () => {
    const board = boardOf(
      column('Novo', [a1], { count: 9, sumFinalValue: 900, sumTotalPower: 9000 }),
      column('Pago', [b1]),
    );
    const hidden = card('H1', 'Novo', '2025-01-01T00:00:00.000Z');
    expect(boardAfterEvent(board, { cardsPerColumn: 1 }, moved(hidden, 'Pago')).stale).toBe(true);
    expect(
      boardAfterEvent(board, { cardsPerColumn: 1 }, changed({ ...hidden, finalValue: 5 }, ['finalValue']))
        .stale,
    ).toBe(true);
    expect(boardAfterEvent(board, {}, { kind: 'request.removed', type: 'order', code: 'H1' }).stale).toBe(
      true,
    );
    // A change no column reads leaves the board as it is.
    const untouched = boardAfterEvent(
      board,
      { cardsPerColumn: 1 },
      changed({ ...hidden, name: 'x' }, ['name']),
    );
    expect(untouched).toEqual({ data: board, stale: false });
  });

  it('asks the server when the board is filtered by what changed, or a request is created under such a filter', () => {
    const board = complete();
    expect(boardAfterEvent(board, { q: 'solar' }, changed({ ...a1, name: 'Outro' }, ['name'])).stale).toBe(
      true,
    );
    expect(
      boardAfterEvent(board, { uf: ['SP'] }, changed({ ...a1, freightState: 'RJ' }, ['freight.address']))
        .stale,
    ).toBe(true);
    expect(
      boardAfterEvent(board, { updatedFrom: '2025-06-01' }, changed({ ...a1, name: 'x' }, ['stockStatus']))
        .stale,
    ).toBe(true);
    expect(
      boardAfterEvent(
        board,
        { uf: 'SP' },
        { kind: 'request.created', request: card('N2', 'Novo', '2025-06-15T00:00:00Z') },
      ).stale,
    ).toBe(true);
    // Filtered by state, a status move of a card it shows is still worked out here.
    const move = boardAfterEvent(board, { uf: 'SP' }, moved(a1, 'Pago'));
    expect(move.stale).toBe(false);
    expect(brief(move.data)[1]?.cards).toEqual(['A1', 'B1', 'B2']);
  });

  it('marks a removed card when removed requests are shown, and asks the server when only they are', () => {
    const marked = boardAfterEvent(
      complete(),
      { removed: 'include' },
      { kind: 'request.removed', type: 'order', code: 'A1' },
    );
    expect(marked.stale).toBe(false);
    expect(marked.data.columns[0]?.cards[0]).toMatchObject({ code: 'A1', removed: true });
    expect(marked.data.columns[0]?.count).toBe(2);
    expect(
      boardAfterEvent(complete(), { removed: 'only' }, { kind: 'request.removed', type: 'order', code: 'ZZ' })
        .stale,
    ).toBe(true);
  });

  it('tolerates requests with every value missing, cards without values, and boards it cannot read', () => {
    const bare = { ...emptySummary('E1'), statusSince: '2025-06-15T00:00:00.000Z', dealStatus: 'Novo' };
    const partialCard = {
      code: 'P1',
      dealStatus: 'Pago',
      statusSince: '2025-06-01T00:00:00.000Z',
    } as RequestSummary;
    const board = boardOf(
      column('Novo', [a1]),
      column('Pago', [partialCard], { sumFinalValue: 0, sumTotalPower: 0 }),
    );
    const created = boardAfterEvent(board, {}, { kind: 'request.created', request: bare });
    expect(brief(created.data)[0]).toMatchObject({ count: 2, sumFinalValue: 100, sumTotalPower: 1000 });
    const movedPartial = boardAfterEvent(board, {}, moved({ ...emptySummary('P1') }, 'Novo'));
    expect(brief(movedPartial.data)).toMatchObject([
      { count: 2, cards: ['P1', 'A1'] },
      { count: 0, sumFinalValue: 0, sumTotalPower: 0, cards: [] },
    ]);

    const noStatus = boardAfterEvent(board, {}, { kind: 'request.created', request: emptySummary('X') });
    expect(brief(noStatus.data).at(-1)).toMatchObject({ name: '', count: 1, cards: ['X'] });

    const unreadable = { columns: 'nope' } as unknown as Board;
    expect(boardAfterEvent(unreadable, {}, moved(a1, 'Pago'))).toEqual({ data: unreadable, stale: true });
    expect(boardAfterEvent(complete(), { cardsPerColumn: 'many' }, moved(a1, 'Pago')).stale).toBe(true);
  });
});
