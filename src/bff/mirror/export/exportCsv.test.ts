import { expect, it } from 'vitest';
import {
  DEFAULT_EXPORT_COLUMNS,
  type RequestExportColumn,
  type RequestExportQueryInput,
  requestExportQuery,
} from '../../../contract/api/requestExport';
import { EXPORT_COLUMN_LABELS } from '../../../contract/labels/requestLabels';
import { anonymousContext } from '../read/listContext';
import { requestListQuery, SORTABLE_COLUMNS } from '../../../contract/api/requestFilters';
import type { Database } from '../../db/database';
import { exportCsv, exportFileName, UTF8_BOM } from './exportCsv';
import { listPage } from '../read/listPage';
import { describeOnEachEngine } from '../testing/mirrorTestDatabase';
import { seedQueryFixtures } from '../testing/queryFixtures';

async function collect(chunks: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const chunk of chunks) text += chunk;
  return text;
}

/** Splits RFC 4180 text into rows of cells (quoted cells may hold commas, quotes and CRLF). */
function parseCsv(text: string, separator = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  return rows;
}

/** Counts the queries a database runs, to see what an export reads and when. */
function countingQueries(db: Database): { db: Database; count: () => number } {
  let count = 0;
  const counted = new Proxy(db, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (property !== 'execute' || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        count += 1;
        return Reflect.apply(value, target, args);
      };
    },
  });
  return { db: counted, count: () => count };
}

const context = anonymousContext(Date.parse('2025-01-01T00:00:00.000Z'));
const english = (query: RequestExportQueryInput = {}) => requestExportQuery.parse({ lang: 'en', ...query });
const column = (name: RequestExportColumn) => DEFAULT_EXPORT_COLUMNS.indexOf(name);

describeOnEachEngine(
  'the CSV export',
  (db) => {
    it('starts with a BOM and a header, then one row per request as the listing shows them', async () => {
      const text = await collect(exportCsv(db(), 'order', english(), context));
      expect(text.startsWith(UTF8_BOM)).toBe(true);
      const [header, ...rows] = parseCsv(text.slice(UTF8_BOM.length));
      // Every column, then one per custom field the requests carry (not yet named: its key).
      expect(header).toEqual([
        ...DEFAULT_EXPORT_COLUMNS.map((id) => EXPORT_COLUMN_LABELS.en[id]),
        ...['acessorios', 'andares', 'inclinacao', 'obs'],
      ]);
      const listing = await listPage(db(), 'order', requestListQuery.parse({}));
      expect(rows.map((row) => row[1])).toEqual(listing.items.map((item) => item.code));
      const premium = rows.find((row) => row[1] === 'ORD-007') ?? [];
      expect(premium[column('name')]).toBe('Kit "Premium", 10 kWp');
      expect(premium[column('finalValue')]).toBe('40000.00');
      expect(premium[column('totalPower')]).toBe('10');
      expect(premium[column('createdAt')]).toBe('2024-03-02T00:00:00.000Z');
      expect(premium[column('removed')]).toBe('No');
      expect(premium[column('paymentStatus')]).toBe('Received');
      const empty = rows.find((row) => row[1] === 'ORD-005') ?? [];
      expect(empty[column('finalValue')]).toBe('');
      expect(empty[column('dealStatus')]).toBe('');
      const first = rows.find((row) => row[1] === 'ORD-001') ?? [];
      expect(first[column('finalValue')]).toBe('20000.50');
      expect(first[column('discount')]).toBe('500.00');
    });

    it('keeps formulas out of the spreadsheet', async () => {
      for (const lang of ['en', 'pt-BR'] as const) {
        const text = await collect(
          exportCsv(db(), 'order', requestExportQuery.parse({ code: '006', lang }), context),
        );
        const [, row] = parseCsv(text.slice(UTF8_BOM.length), lang === 'en' ? ',' : ';');
        expect(row?.[column('name')]).toBe("'=cmd|calc");
        expect(row?.[column('companyFantasyName')]).toBe("'@Ataque");
      }
    });

    it('applies the filters and an empty result is just the header', async () => {
      const text = await collect(exportCsv(db(), 'order', english({ uf: 'SP' }), context));
      expect(parseCsv(text.slice(1)).map((row) => row[1])).toEqual(['Code', 'ORD-007', 'ORD-001']);
      const none = await collect(exportCsv(db(), 'order', english({ q: 'nothing like this' }), context));
      expect(parseCsv(none.slice(1))).toHaveLength(1);
    });

    for (const sort of SORTABLE_COLUMNS) {
      it(`reads in chunks that together give the listing's order, sorted by ${sort}`, async () => {
        for (const dir of ['asc', 'desc'] as const) {
          const query = { sort, dir, removed: 'include' } as const;
          const text = await collect(exportCsv(db(), 'order', english(query), context, [], { chunkRows: 2 }));
          const listing = await listPage(db(), 'order', requestListQuery.parse({ ...query, pageSize: 200 }));
          expect(
            parseCsv(text.slice(1))
              .slice(1)
              .map((row) => row[1]),
          ).toEqual(listing.items.map((item) => item.code));
        }
      });
    }

    it('streams: nothing is read before it is asked for, and one chunk at a time', async () => {
      const counting = countingQueries(db());
      const chunks = exportCsv(counting.db, 'order', english({ removed: 'include' }), context, [], {
        chunkRows: 3,
      });
      expect(counting.count()).toBe(0);
      // The header reads which custom fields the exported requests carry: one query.
      expect((await chunks.next()).value).toContain('Code');
      expect(counting.count()).toBe(1);
      const firstRows = await chunks.next();
      expect(parseCsv(String(firstRows.value))).toHaveLength(3);
      expect(counting.count()).toBe(2);
      await chunks.next();
      expect(counting.count()).toBe(3);
      const rest = await collect(chunks);
      expect(parseCsv(rest)).toHaveLength(1);
      expect(counting.count()).toBe(4);
    });

    it('names the file after the type, the language and the UTC day', () => {
      expect(exportFileName('order', new Date('2025-01-31T23:30:00.000Z'), 'en', 'csv')).toBe(
        'orders-2025-01-31.csv',
      );
      expect(exportFileName('budget', new Date('2025-02-01T00:30:00.000Z'), 'en', 'xlsx')).toBe(
        'budgets-2025-02-01.xlsx',
      );
      expect(exportFileName('order', new Date('2026-11-26T12:00:00.000Z'), 'pt-BR', 'csv')).toBe(
        'pedidos-2026-11-26.csv',
      );
      expect(exportFileName('budget', new Date('2026-11-26T12:00:00.000Z'), 'pt-BR', 'csv')).toBe(
        'orcamentos-2026-11-26.csv',
      );
    });

    it('writes pt-BR as a Brazilian Excel reads it: ";", decimal comma, Portuguese, São Paulo time', async () => {
      const text = await collect(exportCsv(db(), 'order', requestExportQuery.parse({}), context));
      expect(text.startsWith(UTF8_BOM)).toBe(true);
      const [header, ...rows] = parseCsv(text.slice(UTF8_BOM.length), ';');
      expect(header?.slice(0, 4)).toEqual(['Tipo', 'Código', 'ID', 'Nome']);
      const premium = rows.find((row) => row[1] === 'ORD-007') ?? [];
      expect(premium[column('type')]).toBe('Pedido');
      expect(premium[column('name')]).toBe('Kit "Premium", 10 kWp');
      expect(premium[column('finalValue')]).toBe('40000,00');
      expect(premium[column('paymentStatus')]).toBe('Recebido');
      expect(premium[column('paymentType')]).toBe('Pix');
      expect(premium[column('removed')]).toBe('Não');
      // 2024-03-02T00:00Z is the evening before in São Paulo (UTC-3).
      expect(premium[column('createdAt')]).toBe('01/03/2024 21:00');
      const first = rows.find((row) => row[1] === 'ORD-001') ?? [];
      expect(first[column('finalValue')]).toBe('20000,50');
    });

    it('holds the chosen columns in the chosen order', async () => {
      const text = await collect(
        exportCsv(
          db(),
          'order',
          english({ columns: 'finalValue,code,freight', uf: 'SP', sort: 'code' }),
          context,
        ),
      );
      expect(parseCsv(text.slice(1))).toEqual([
        ['Final value (BRL)', 'Code', 'Delivery'],
        ['20000.50', 'ORD-001', 'São Paulo/SP'],
        ['40000.00', 'ORD-007', expect.stringMatching(/\/SP$/)],
      ]);
      expect(requestExportQuery.safeParse({ columns: 'code,nope' }).success).toBe(false);
      expect(requestExportQuery.safeParse({ columns: 'code,code' }).success).toBe(false);
    });
  },
  { sharedSeed: (db) => seedQueryFixtures(db) },
);
