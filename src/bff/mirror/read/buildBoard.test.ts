import { expect, it } from 'vitest';
import { type BoardQueryInput, boardQuery } from '../../../contract/api/boardQuery';
import type { RequestStatus } from '../../../contract/upstream/requestStatus';
import { buildBoard, UNCONFIGURED_COLUMN_NAME } from './buildBoard';
import { statusesFromMirror } from './statusesSource';
import { describeOnEachEngine } from '../testing/mirrorTestDatabase';
import { seedQueryFixtures } from '../testing/queryFixtures';

// Given out of order on purpose: the board orders columns by `sequence`.
const configured: RequestStatus[] = [
  { id: 's2', name: 'Enviado', sequence: 2, type: 'order' },
  { id: 's1', name: 'Novo', sequence: 1, type: 'order' },
  { id: 's3', name: 'Entregue', sequence: 3, type: 'order' },
];

describeOnEachEngine(
  'the status board',
  (db) => {
    const board = (query: BoardQueryInput = {}, statuses: RequestStatus[] = configured) =>
      buildBoard(db(), async () => statuses, 'order', boardQuery.parse(query));

    it('has a column per configured status in sequence order, empty ones included, then the unconfigured', async () => {
      const result = await board();
      expect(result.columns.map((column) => [column.name, column.status?.id ?? null, column.count])).toEqual([
        ['Novo', 's1', 2],
        ['Enviado', 's2', 2],
        ['Entregue', 's3', 0],
        [UNCONFIGURED_COLUMN_NAME, null, 2],
      ]);
      expect(result.total).toBe(6);
    });

    it('sums final value (to the centavo) and power (Wp) per column', async () => {
      const result = await board();
      expect(result.columns.map((column) => [column.sumFinalValue, column.sumTotalPower])).toEqual([
        [20000.5, 17000],
        [75000, 18200],
        [0, 0],
        [15000.25, 4100],
      ]);
    });

    it('carries the most recently moved cards first, up to cardsPerColumn, while counting all', async () => {
      const result = await board({ cardsPerColumn: 1 });
      expect(result.columns.map((column) => column.cards.map((card) => card.code))).toEqual([
        ['ORD-003'],
        ['ORD-002'],
        [],
        ['ORD-006'],
      ]);
      const full = await board();
      expect(full.columns.map((column) => column.cards.map((card) => card.code))).toEqual([
        ['ORD-003', 'ORD-001'],
        ['ORD-002', 'ORD-007'],
        [],
        ['ORD-006', 'ORD-005'],
      ]);
      expect((await board({ cardsPerColumn: 0 })).columns.every((column) => column.cards.length === 0)).toBe(
        true,
      );
    });

    it('applies the listing filters to counts, sums and cards', async () => {
      const result = await board({ uf: 'SP' });
      expect(result.columns.map((column) => [column.name, column.count, column.sumFinalValue])).toEqual([
        ['Novo', 1, 20000.5],
        ['Enviado', 1, 40000],
        ['Entregue', 0, 0],
      ]);
      expect(result.columns[1]?.cards.map((card) => card.code)).toEqual(['ORD-007']);
      const removed = await board({ removed: 'only' });
      expect(removed.columns.at(-1)).toMatchObject({ status: null, count: 1, sumFinalValue: 9000 });
    });

    it('answers the same from the status totals as from the rows', async () => {
      const fromTotals = await board({ status: 'Novo,Em negociação' });
      const fromRows = await board({ status: 'Novo,Em negociação', q: 'o' });
      const shape = (result: Awaited<ReturnType<typeof board>>) =>
        result.columns.map(({ name, count, sumFinalValue, sumTotalPower, cards }) => ({
          name,
          count,
          sumFinalValue,
          sumTotalPower,
          cards: cards.map((card) => card.code),
        }));
      expect(shape(fromTotals)).toEqual(shape(fromRows));
      expect(fromTotals.total).toBe(3);
    });

    it('without configured statuses, makes a column of every status the mirror holds', async () => {
      const result = await buildBoard(db(), statusesFromMirror(db()), 'order', boardQuery.parse({}));
      // Removed requests keep their status known, so it has a (here empty) column.
      expect(result.columns.map((column) => [column.name, column.count])).toEqual([
        ['Cancelado', 0],
        ['Em negociação', 1],
        ['Enviado', 2],
        ['Novo', 2],
        [UNCONFIGURED_COLUMN_NAME, 1],
      ]);
    });
  },
  { sharedSeed: (db) => seedQueryFixtures(db) },
);
