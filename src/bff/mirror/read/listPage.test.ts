import { describe, expect, it } from 'vitest';
import {
  PAYMENT_STATUS_WORKFLOW_ORDER,
  type RequestFiltersInput,
  requestListQuery,
  SORTABLE_COLUMNS,
  type SortableColumn,
} from '../../../contract/api/requestFilters';
import type { RequestSummary } from '../../../contract/api/requests';
import { applyObservation } from '../apply/applyObservation';
import { listPage } from './listPage';
import { describeOnEachEngine } from '../testing/mirrorTestDatabase';
import { seedQueryFixtures } from '../testing/queryFixtures';
import { recordWith } from '../testing/requestRecords';

/** The value a sort compares, as the summary shows it. */
const sortValue: Record<SortableColumn, (row: RequestSummary) => string | number | null> = {
  code: (row) => row.code,
  name: (row) => row.name,
  company: (row) => row.companyName,
  responsible: (row) => row.responsibleName,
  createdAt: (row) => row.createdAt,
  lastChangedAt: (row) => row.lastChangedAt,
  dealStatus: (row) => row.dealStatus,
  stockStatus: (row) => row.stockStatus,
  // The workflow's order, not the alphabet's.
  paymentStatus: (row) =>
    row.paymentStatus === null
      ? null
      : (PAYMENT_STATUS_WORKFLOW_ORDER as readonly string[]).indexOf(row.paymentStatus),
  totalPower: (row) => row.totalPower,
  finalValue: (row) => row.finalValue,
  freightState: (row) => row.freightState,
  kind: (row) => row.kind,
  cnpj: (row) => row.companyCnpj?.replace(/\D/g, '') ?? null,
  statusSince: (row) => row.statusSince,
  paymentType: (row) => row.paymentType,
  originalValue: (row) => row.originalValue,
};

/** The order the API promises: the value in the asked direction, absent values last, then code. */
function expectedOrder(rows: RequestSummary[], sort: SortableColumn, dir: 'asc' | 'desc'): string[] {
  const sign = dir === 'asc' ? 1 : -1;
  const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
  return [...rows]
    .sort((a, b) => {
      const x = sortValue[sort](a);
      const y = sortValue[sort](b);
      if (x === null || y === null) {
        if (x !== y) return x === null ? 1 : -1;
      } else if (compare(x, y) !== 0) {
        return sign * compare(x, y);
      }
      return sign * compare(a.code, b.code);
    })
    .map((row) => row.code);
}

describeOnEachEngine(
  'listing the mirror',
  (db) => {
    const codes = async (
      filters: RequestFiltersInput & Record<string, unknown>,
      type: 'order' | 'budget' = 'order',
    ) => {
      const page = await listPage(
        db(),
        type,
        requestListQuery.parse({ sort: 'code', dir: 'asc', pageSize: 200, ...filters }),
      );
      expect(page.total).toBe(page.items.length);
      return page.items.map((item) => item.code);
    };

    describe('filters', () => {
      it('hides removed requests by default, shows them with include and alone with only', async () => {
        expect(await codes({})).toEqual(['ORD-001', 'ORD-002', 'ORD-003', 'ORD-005', 'ORD-006', 'ORD-007']);
        expect(await codes({ removed: 'only' })).toEqual(['ORD-004']);
        expect(await codes({ removed: 'include' })).toHaveLength(7);
      });

      it('keeps budgets and orders apart', async () => {
        expect(await codes({}, 'budget')).toEqual(['BUD-001']);
      });

      it('searches free text over code, name, company, CNPJ and responsible, ignoring case and accents', async () => {
        expect(await codes({ q: 'joao' })).toEqual(['ORD-001', 'ORD-006']);
        expect(await codes({ q: 'JOÃO' })).toEqual(['ORD-001', 'ORD-006']);
        expect(await codes({ q: 'acao solar' })).toEqual(['ORD-006']);
        expect(await codes({ q: 'ord-00' })).toHaveLength(6);
        expect(await codes({ q: '12345678' })).toEqual(['ORD-001', 'ORD-007']);
        expect(await codes({ q: '12.345' })).toEqual(['ORD-001', 'ORD-007']);
        expect(await codes({ q: 'luz verde' })).toEqual(['ORD-002']);
        expect(await codes({ q: 'carla@' })).toEqual(['ORD-003']);
      });

      it('takes LIKE wildcards in the search literally', async () => {
        expect(await codes({ q: '%' })).toEqual([]);
        expect(await codes({ q: 'ord_00' })).toEqual([]);
      });

      it('filters by creation day in UTC, both ends included', async () => {
        expect(await codes({ createdFrom: '2024-03-02', createdTo: '2024-03-02' })).toEqual([
          'ORD-002',
          'ORD-007',
        ]);
        expect(await codes({ createdFrom: '2024-04-01' })).toEqual(['ORD-005', 'ORD-006']);
        expect(await codes({ createdTo: '2024-03-01' })).toEqual(['ORD-001']);
      });

      it('filters by the day of the last change', async () => {
        // The budget changes, so the orders the other tests read stay as seeded.
        await applyObservation(db(), {
          type: 'budget',
          code: 'BUD-001',
          record: recordWith({
            code: 'BUD-001',
            budgetCreated: '2024-03-01T09:00:00.000Z',
            dealStatus: 'Enviado',
          }),
          source: 'reconcile',
          observedAt: new Date('2025-01-10T15:00:00.000Z'),
        });
        expect(await codes({ updatedFrom: '2025-01-10', updatedTo: '2025-01-10' }, 'budget')).toEqual([
          'BUD-001',
        ]);
        expect(await codes({ updatedFrom: '2025-01-11' }, 'budget')).toEqual([]);
        expect(await codes({ updatedTo: '2024-03-02' })).toEqual(['ORD-001', 'ORD-002', 'ORD-007']);
      });

      it('filters code and name by substring, any case', async () => {
        expect(await codes({ code: '003' })).toEqual(['ORD-003']);
        expect(await codes({ name: 'TELHADO' })).toEqual(['ORD-001']);
        expect(await codes({ name: 'premium' })).toEqual(['ORD-007']);
      });

      it('filters power in Wp, both bounds included, leaving out requests without power', async () => {
        expect(await codes({ powerMin: 8200 })).toEqual(['ORD-002', 'ORD-003', 'ORD-007']);
        expect(await codes({ powerMax: 5000 })).toEqual(['ORD-001', 'ORD-006']);
        expect(await codes({ powerMin: '5000', powerMax: '8200' })).toEqual(['ORD-001', 'ORD-002']);
      });

      it('filters freight UF by a list and freight city by substring', async () => {
        expect(await codes({ uf: 'SP' })).toEqual(['ORD-001', 'ORD-007']);
        expect(await codes({ uf: 'SP,MG' })).toEqual(['ORD-001', 'ORD-002', 'ORD-007']);
        expect(await codes({ city: 'campinas' })).toEqual(['ORD-007']);
        expect(await codes({ city: 'NITERÓI' })).toEqual(['ORD-003']);
      });

      it('matches a CNPJ by its digits, masked or not', async () => {
        expect(await codes({ cnpj: '12345678000190' })).toEqual(['ORD-001', 'ORD-007']);
        expect(await codes({ cnpj: '12.345.678/0001-90' })).toEqual(['ORD-001', 'ORD-007']);
        expect(await codes({ cnpj: '0001-44' })).toEqual(['ORD-003']);
        expect(await codes({ cnpj: 'abc' })).toEqual([]);
      });

      it('filters the responsible by name or e-mail', async () => {
        expect(await codes({ responsible: 'bruno' })).toEqual(['ORD-001', 'ORD-007']);
        expect(await codes({ responsible: 'ana@example' })).toEqual(['ORD-002']);
        expect(await codes({ responsible: 'Pereira' })).toEqual(['ORD-006']);
      });

      it('filters request status by a list', async () => {
        expect(await codes({ status: 'Novo' })).toEqual(['ORD-001', 'ORD-003']);
        expect(await codes({ status: ['Novo', 'Enviado'] })).toEqual([
          'ORD-001',
          'ORD-002',
          'ORD-003',
          'ORD-007',
        ]);
        expect(await codes({ status: 'Cancelado', removed: 'include' })).toEqual(['ORD-004']);
      });

      it('filters payment status and payment type by lists', async () => {
        expect(await codes({ paymentStatus: 'received' })).toEqual(['ORD-002', 'ORD-007']);
        expect(await codes({ paymentType: 'pix,boleto' })).toEqual(['ORD-001', 'ORD-002', 'ORD-007']);
        expect(await codes({ paymentStatus: 'partial', paymentType: 'financiamento' })).toEqual(['ORD-006']);
      });

      it('combines filters with AND', async () => {
        expect(await codes({ uf: 'SP,MG', status: 'Enviado', createdFrom: '2024-03-02', q: 'kit' })).toEqual([
          'ORD-002',
          'ORD-007',
        ]);
      });
    });

    describe('sorting and paging', () => {
      for (const sort of SORTABLE_COLUMNS) {
        for (const dir of ['asc', 'desc'] as const) {
          it(`sorts by ${sort} ${dir}, absent values last and the code breaking ties`, async () => {
            const page = await listPage(db(), 'order', requestListQuery.parse({ sort, dir, pageSize: 200 }));
            expect(page.items.map((item) => item.code)).toEqual(expectedOrder(page.items, sort, dir));
          });
        }
      }

      it('puts absent values last in both directions', async () => {
        for (const dir of ['asc', 'desc'] as const) {
          const page = await listPage(db(), 'order', requestListQuery.parse({ sort: 'finalValue', dir }));
          expect(page.items.slice(-2).map((item) => item.code)).toEqual(
            dir === 'asc' ? ['ORD-003', 'ORD-005'] : ['ORD-005', 'ORD-003'],
          );
        }
      });

      it('lists newest first when no sort is given', async () => {
        const page = await listPage(db(), 'order', requestListQuery.parse({}));
        expect(page.items.map((item) => item.code)).toEqual([
          'ORD-006',
          'ORD-005',
          'ORD-003',
          'ORD-002',
          'ORD-007',
          'ORD-001',
        ]);
      });

      it('pages without overlap or gap and always says the total', async () => {
        const seen: string[] = [];
        for (let page = 1; page <= 4; page += 1) {
          const result = await listPage(
            db(),
            'order',
            requestListQuery.parse({ sort: 'totalPower', dir: 'desc', page, pageSize: 2 }),
          );
          expect(result).toMatchObject({ total: 6, page, pageSize: 2 });
          seen.push(...result.items.map((item) => item.code));
        }
        const all = await listPage(
          db(),
          'order',
          requestListQuery.parse({ sort: 'totalPower', dir: 'desc' }),
        );
        expect(seen).toEqual(all.items.map((item) => item.code));
        const beyond = await listPage(db(), 'order', requestListQuery.parse({ page: 1e15, pageSize: 200 }));
        expect(beyond).toMatchObject({ items: [], total: 6 });
      });

      it('counts the same through the status totals as over the rows', async () => {
        const fromTotals = await listPage(db(), 'order', requestListQuery.parse({ status: 'Novo,Enviado' }));
        const fromRows = await listPage(
          db(),
          'order',
          requestListQuery.parse({ status: 'Novo,Enviado', q: 'o' }),
        );
        expect(fromTotals.total).toBe(4);
        expect(fromRows.total).toBe(4);
        expect((await listPage(db(), 'order', requestListQuery.parse({ removed: 'include' }))).total).toBe(7);
      });
    });
  },
  { sharedSeed: (db) => seedQueryFixtures(db) },
);
