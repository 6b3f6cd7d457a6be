import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { boardQuery } from '../../../contract/api/boardQuery';
import { PAYMENT_STATUS_WORKFLOW_ORDER, requestListQuery } from '../../../contract/api/requestFilters';
import type { RequestSummary } from '../../../contract/api/requests';
import type { StalledSettings } from '../../../contract/api/stalledSettings';
import type { Database } from '../../db/database';
import { buildBoard } from './buildBoard';
import { DEFAULT_STALLED_SETTINGS, type ListContext, NO_FINAL_STATUSES } from './listContext';
import { listPage } from './listPage';
import { describeOnEachEngine } from '../testing/mirrorTestDatabase';
import { seedQueryFixtures } from '../testing/queryFixtures';

const NOW = Date.parse('2025-02-01T12:00:00.000Z');
const DAY = 86_400_000;

/** Days each order has been in its current status at NOW (ORD-004 is removed). */
const DAYS_IN_STATUS: Record<string, number> = {
  'ORD-001': 10, // Novo
  'ORD-002': 3, // Enviado
  'ORD-003': 6.9, // Novo
  'ORD-005': 30, // no status
  'ORD-006': 8, // Em negociação
  'ORD-007': 1, // Enviado
};

async function seed(db: Database) {
  await seedQueryFixtures(db);
  for (const [code, days] of Object.entries(DAYS_IN_STATUS)) {
    const since = new Date(NOW - days * DAY).toISOString();
    await db.execute(
      sql`update mirror_requests set status_since = ${since}::timestamptz where code = ${code}`,
    );
  }
}

const context = (overrides: Partial<ListContext> = {}): ListContext => ({
  viewerEmail: null,
  nowMs: NOW,
  stalled: DEFAULT_STALLED_SETTINGS,
  finalStatuses: NO_FINAL_STATUSES,
  ...overrides,
});

describeOnEachEngine(
  'work queues, totals and sort orders',
  (db) => {
    const list = (query: Record<string, unknown>, ctx = context(), statusOrder: string[] = []) =>
      listPage(
        db(),
        'order',
        requestListQuery.parse({ sort: 'code', dir: 'asc', pageSize: 200, ...query }),
        ctx,
        statusOrder,
      );
    const codes = (page: { items: RequestSummary[] }) => page.items.map((item) => item.code);

    it('finds "my requests" by the responsible e-mail in any case, and none for a device', async () => {
      const all = await list({});
      const brunos = all.items
        .filter((item) => item.responsibleEmail === 'bruno@example.com')
        .map((item) => item.code);
      expect(brunos.length).toBeGreaterThan(1);
      expect(codes(await list({ mine: '1' }, context({ viewerEmail: ' Bruno@EXAMPLE.com ' })))).toEqual(
        brunos,
      );
      expect(codes(await list({ mine: 'true' }, context({ viewerEmail: 'nobody@example.com' })))).toEqual([]);
      expect(codes(await list({ mine: '1' }))).toEqual([]);
      expect(codes(await list({ mine: '0' }, context({ viewerEmail: 'bruno@example.com' })))).toEqual(
        codes(all),
      );
      expect(requestListQuery.safeParse({ mine: 'yes' }).success).toBe(false);
    });

    it('flags and filters stalled requests by the default threshold of 7 days', async () => {
      const all = await list({});
      expect(all.items.filter((item) => item.stalled).map((item) => item.code)).toEqual([
        'ORD-001',
        'ORD-005',
        'ORD-006',
      ]);
      expect(codes(await list({ stalled: '1' }))).toEqual(['ORD-001', 'ORD-005', 'ORD-006']);
      // ORD-003 (6.9 days at NOW) is in time now and stalled three hours later.
      expect(codes(await list({ stalled: '1' }, context({ nowMs: NOW + 3 * 3_600_000 })))).toContain(
        'ORD-003',
      );
    });

    it('uses each status its own threshold, the default for the rest', async () => {
      const stalled: StalledSettings = { defaultDays: 7, byStatus: { Novo: 15, Enviado: 2 } };
      const page = await list({ stalled: '1' }, context({ stalled }));
      expect(codes(page)).toEqual(['ORD-002', 'ORD-005', 'ORD-006']);
      expect(page.items.every((item) => item.stalled)).toBe(true);
      const flags = (await list({}, context({ stalled }))).items
        .filter((item) => item.stalled)
        .map((item) => item.code);
      expect(flags).toEqual(['ORD-002', 'ORD-005', 'ORD-006']);
      // Combined with another filter and with "mine".
      expect(codes(await list({ stalled: '1', uf: 'MG' }, context({ stalled })))).toEqual(['ORD-002']);
    });

    it('keeps "in progress" to what can still move: no final status, a request without one included', async () => {
      const final = context({ finalStatuses: { order: ['Novo', 'Enviado'], budget: ['Em negociação'] } });
      const open = await list({ open: '1' }, final);
      expect(codes(open)).toEqual(['ORD-005', 'ORD-006']);
      expect(open.totals.count).toBe(2);
      expect(codes(await list({ open: '1', status: 'Novo' }, final))).toEqual([]);
      // With no final status configured, every request is in progress.
      expect(codes(await list({ open: '1' }))).toEqual(codes(await list({})));
      expect(codes(await list({ open: '0' }, final))).toEqual(codes(await list({}, final)));
    });

    it('never counts a request in a final status as stalled: filter, flags, totals and board', async () => {
      // "Novo" is final here, even with a threshold of its own: ORD-001 (10 days) is no longer stalled.
      const final = context({
        stalled: { defaultDays: 7, byStatus: { Novo: 2 } },
        finalStatuses: { order: ['Novo'], budget: [] },
      });
      const stalledPage = await list({ stalled: '1' }, final);
      expect(codes(stalledPage)).toEqual(['ORD-005', 'ORD-006']);
      const all = await list({}, final);
      expect(all.items.filter((item) => item.stalled).map((item) => item.code)).toEqual([
        'ORD-005',
        'ORD-006',
      ]);
      const novo = await list({ status: 'Novo' }, final);
      expect(novo.items.map((item) => [item.code, item.stalled])).toEqual([
        ['ORD-001', false],
        ['ORD-003', false],
      ]);
      expect(codes(await list({ status: 'Novo', stalled: '1' }, final))).toEqual([]);
      expect(stalledPage.totals.count).toBe(2);
      // A budget's final statuses do not touch orders: a status of the same name stays stalled.
      const budgetFinal = context({ finalStatuses: { order: [], budget: ['Novo'] } });
      expect(codes(await list({ stalled: '1' }, budgetFinal))).toEqual(['ORD-001', 'ORD-005', 'ORD-006']);
      const board = await buildBoard(
        db(),
        async () => [{ name: 'Novo', sequence: 1 }],
        'order',
        boardQuery.parse({}),
        final,
      );
      const cards = board.columns.flatMap((column) => column.cards);
      expect(
        cards
          .filter((card) => card.stalled)
          .map((card) => card.code)
          .sort(),
      ).toEqual(['ORD-005', 'ORD-006']);
    });

    it('sorts by time in status: ascending is the longest in its status first', async () => {
      expect(codes(await list({ sort: 'statusSince', dir: 'asc' }))).toEqual([
        'ORD-005',
        'ORD-001',
        'ORD-006',
        'ORD-003',
        'ORD-002',
        'ORD-007',
      ]);
    });

    it('carries the totals of the whole filter, not of the page', async () => {
      for (const query of [
        {},
        { status: 'Novo,Enviado' },
        { uf: 'SP,MG' },
        { stalled: '1' },
        { removed: 'include' },
      ]) {
        const all = await list(query);
        const page = await list({ ...query, pageSize: 1 });
        const finalValue = all.items.reduce((sum, item) => sum + (item.finalValue ?? 0), 0);
        const totalPower = all.items.reduce((sum, item) => sum + (item.totalPower ?? 0), 0);
        expect(page.totals).toEqual({
          count: all.items.length,
          finalValue: Math.round(finalValue * 100) / 100,
          totalPower,
        });
        expect(page.total).toBe(page.totals.count);
        expect(page.items).toHaveLength(1);
      }
      const beyond = await list({ uf: 'SP', page: 50 });
      expect(beyond.items).toEqual([]);
      expect(beyond.totals).toEqual({ count: 2, finalValue: 60000.5, totalPower: 15000 });
    });

    it('sorts request status in the configured sequence, unknown statuses after by name, none last', async () => {
      const order = ['Enviado', 'Novo'];
      const statuses = (page: { items: RequestSummary[] }) => page.items.map((item) => item.dealStatus);
      expect(statuses(await list({ sort: 'dealStatus', dir: 'asc' }, context(), order))).toEqual([
        'Enviado',
        'Enviado',
        'Novo',
        'Novo',
        'Em negociação',
        null,
      ]);
      expect(
        statuses(await list({ sort: 'dealStatus', dir: 'desc', uf: 'SP,MG,RJ,PR' }, context(), order)),
      ).toEqual(['Em negociação', 'Novo', 'Novo', 'Enviado', 'Enviado']);
    });

    it('pages a status sort from the status totals exactly as the sort over the rows orders it', async () => {
      const order = ['Enviado', 'Cancelado', 'Novo'];
      for (const dir of ['asc', 'desc'] as const) {
        for (const removed of ['exclude', 'include', 'only'] as const) {
          const pages = async (extra: Record<string, unknown>) => {
            const seen: string[] = [];
            for (let page = 1; page <= 5; page += 1) {
              const answer = await list(
                { sort: 'dealStatus', dir, removed, pageSize: 2, page, ...extra },
                context(),
                order,
              );
              seen.push(...codes(answer));
            }
            return seen;
          };
          // A date filter every fixture passes sends the listing through the sort over the rows.
          const overRows = await pages({ createdFrom: '2000-01-01' });
          expect(await pages({}), `${dir} ${removed}`).toEqual(overRows);
          expect(await pages({ status: 'Novo,Enviado' })).toEqual(
            await pages({ status: 'Novo,Enviado', createdFrom: '2000-01-01' }),
          );
        }
      }
    });

    it('sorts payment status in the workflow order, not the alphabet', async () => {
      const page = await list({ sort: 'paymentStatus', dir: 'asc', removed: 'include' });
      const seen = page.items.map((item) => item.paymentStatus);
      expect(seen).toEqual([
        'notRequested',
        'requested',
        'partial',
        'received',
        'received',
        'cancelled',
        null,
      ]);
      const ranks = seen
        .filter((status) => status !== null)
        .map((status) => (PAYMENT_STATUS_WORKFLOW_ORDER as readonly string[]).indexOf(status));
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    });

    it('applies mine and stalled to the board and marks stalled cards', async () => {
      const board = await buildBoard(
        db(),
        async () => [
          { name: 'Novo', sequence: 1 },
          { name: 'Enviado', sequence: 2 },
        ],
        'order',
        boardQuery.parse({ stalled: '1' }),
        context(),
      );
      const cards = board.columns.flatMap((column) => column.cards);
      expect(cards.map((card) => card.code).sort()).toEqual(['ORD-001', 'ORD-005', 'ORD-006']);
      expect(cards.every((card) => card.stalled)).toBe(true);
      const unfiltered = await buildBoard(
        db(),
        async () => [{ name: 'Novo', sequence: 1 }],
        'order',
        boardQuery.parse({}),
        context(),
      );
      const novo = unfiltered.columns.find((column) => column.name === 'Novo');
      expect(novo?.cards.map((card) => [card.code, card.stalled])).toEqual([
        ['ORD-003', false],
        ['ORD-001', true],
      ]);
      const mine = await buildBoard(
        db(),
        async () => [],
        'order',
        boardQuery.parse({ mine: '1' }),
        context({ viewerEmail: 'ANA@example.com' }),
      );
      expect(mine.columns.flatMap((column) => column.cards).map((card) => card.code)).toEqual(['ORD-002']);
    });
  },
  { sharedSeed: seed },
);
