import { expect, it } from 'vitest';
import { REQUEST_CSV_COLUMNS, requestExportQuery } from '../../contract/api/requestExport';
import { requestListQuery, SORTABLE_COLUMNS } from '../../contract/api/requestFilters';
import type { Database } from '../db/database';
import { exportCsv, exportFileName, UTF8_BOM } from './exportCsv';
import { listPage } from './listPage';
import { describeOnEachEngine } from './testing/mirrorTestDatabase';
import { seedQueryFixtures } from './testing/queryFixtures';

async function collect(chunks: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const chunk of chunks) text += chunk;
  return text;
}

/** Splits RFC 4180 text into rows of cells (quoted cells may hold commas, quotes and CRLF). */
function parseCsv(text: string): string[][] {
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
    else if (char === ',') {
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

describeOnEachEngine(
  'the CSV export',
  (db) => {
    it('starts with a BOM and a header, then one row per request as the listing shows them', async () => {
      const text = await collect(exportCsv(db(), 'order', requestExportQuery.parse({})));
      expect(text.startsWith(UTF8_BOM)).toBe(true);
      const [header, ...rows] = parseCsv(text.slice(UTF8_BOM.length));
      expect(header).toEqual([...REQUEST_CSV_COLUMNS]);
      const listing = await listPage(db(), 'order', requestListQuery.parse({}));
      expect(rows.map((row) => row[1])).toEqual(listing.items.map((item) => item.code));
      const column = (name: (typeof REQUEST_CSV_COLUMNS)[number]) => REQUEST_CSV_COLUMNS.indexOf(name);
      const premium = rows.find((row) => row[1] === 'ORD-007') ?? [];
      expect(premium[column('name')]).toBe('Kit "Premium", 10 kWp');
      expect(premium[column('finalValue')]).toBe('40000.00');
      expect(premium[column('totalPower')]).toBe('10000');
      expect(premium[column('createdAt')]).toBe('2024-03-02T00:00:00.000Z');
      expect(premium[column('removed')]).toBe('false');
      const empty = rows.find((row) => row[1] === 'ORD-005') ?? [];
      expect(empty[column('finalValue')]).toBe('');
      expect(empty[column('dealStatus')]).toBe('');
      const first = rows.find((row) => row[1] === 'ORD-001') ?? [];
      expect(first[column('finalValue')]).toBe('20000.50');
      expect(first[column('discount')]).toBe('500.00');
    });

    it('keeps formulas out of the spreadsheet', async () => {
      const text = await collect(exportCsv(db(), 'order', requestExportQuery.parse({ code: '006' })));
      const [, row] = parseCsv(text.slice(UTF8_BOM.length));
      expect(row?.[REQUEST_CSV_COLUMNS.indexOf('name')]).toBe("'=cmd|calc");
      expect(row?.[REQUEST_CSV_COLUMNS.indexOf('companyFantasyName')]).toBe("'@Ataque");
    });

    it('applies the filters and an empty result is just the header', async () => {
      const text = await collect(exportCsv(db(), 'order', requestExportQuery.parse({ uf: 'SP' })));
      expect(parseCsv(text.slice(1)).map((row) => row[1])).toEqual(['code', 'ORD-007', 'ORD-001']);
      const none = await collect(
        exportCsv(db(), 'order', requestExportQuery.parse({ q: 'nothing like this' })),
      );
      expect(parseCsv(none.slice(1))).toHaveLength(1);
    });

    for (const sort of SORTABLE_COLUMNS) {
      it(`reads in chunks that together give the listing's order, sorted by ${sort}`, async () => {
        for (const dir of ['asc', 'desc'] as const) {
          const query = { sort, dir, removed: 'include' } as const;
          const text = await collect(
            exportCsv(db(), 'order', requestExportQuery.parse(query), { chunkRows: 2 }),
          );
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
      const chunks = exportCsv(counting.db, 'order', requestExportQuery.parse({ removed: 'include' }), {
        chunkRows: 3,
      });
      expect((await chunks.next()).value).toContain('code');
      expect(counting.count()).toBe(0);
      const firstRows = await chunks.next();
      expect(parseCsv(String(firstRows.value))).toHaveLength(3);
      expect(counting.count()).toBe(1);
      await chunks.next();
      expect(counting.count()).toBe(2);
      const rest = await collect(chunks);
      expect(parseCsv(rest)).toHaveLength(1);
      expect(counting.count()).toBe(3);
    });

    it('names the file after the type and the UTC day', () => {
      expect(exportFileName('order', new Date('2025-01-31T23:30:00.000Z'))).toBe('orders-2025-01-31.csv');
      expect(exportFileName('budget', new Date('2025-02-01T00:30:00.000Z'))).toBe('budgets-2025-02-01.csv');
    });
  },
  { sharedSeed: (db) => seedQueryFixtures(db) },
);
