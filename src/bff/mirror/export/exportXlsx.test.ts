import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Readable } from 'node:stream';
import { expect, it } from 'vitest';
import { requestExportQuery, type RequestExportQueryInput } from '../../../contract/api/requestExport';
import type { Database } from '../../db/database';
import { UTF8_BOM, exportCsv } from './exportCsv';
import { exportXlsx } from './exportXlsx';
import { anonymousContext } from '../read/listContext';
import { describeOnEachEngine } from '../testing/mirrorTestDatabase';
import { seedQueryFixtures } from '../testing/queryFixtures';

const context = anonymousContext(Date.parse('2025-01-01T00:00:00.000Z'));

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

async function sheetOf(db: Database, query: RequestExportQueryInput) {
  const workbook = new ExcelJS.Workbook();
  const bytes = await bytesOf(exportXlsx(db, 'order', requestExportQuery.parse(query), context));
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  return sheet;
}

describeOnEachEngine(
  'the xlsx export',
  (db) => {
    it('writes typed cells: numbers, real dates, BRL money, with a bold frozen header and widths', async () => {
      const sheet = await sheetOf(db(), {
        sort: 'code',
        columns: 'code,name,createdAt,totalPower,finalValue,paymentStatus,removed',
      });
      expect(sheet.getRow(1).values).toEqual([
        undefined,
        'Código',
        'Nome',
        'Criado em',
        'Potência (kWp)',
        'Valor final (R$)',
        'Pagamento',
        'Removido no fornecedor',
      ]);
      expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      expect(sheet.getColumn(2).width).toBeGreaterThan(20);
      const first = sheet.getRow(2);
      expect(first.getCell(1).value).toBe('ORD-001');
      expect(first.getCell(4).value).toBe(5);
      expect(first.getCell(4).numFmt).toBe('#,##0.00');
      expect(first.getCell(5).value).toBe(20000.5);
      expect(first.getCell(5).numFmt).toContain('R$');
      // 2024-03-01T10:00Z is 07:00 on the wall clocks of São Paulo.
      expect(first.getCell(3).value).toEqual(new Date('2024-03-01T07:00:00.000Z'));
      expect(first.getCell(3).numFmt).toBe('dd/mm/yyyy hh:mm');
      expect(first.getCell(6).value).toBe('Solicitado');
      expect(first.getCell(7).value).toBe('Não');
    });

    it('speaks English when asked, keeps formulas as text and an empty filter is the header alone', async () => {
      const sheet = await sheetOf(db(), { lang: 'en', code: '006', columns: 'code,name,createdAt' });
      expect(sheet.getRow(1).values).toEqual([undefined, 'Code', 'Name', 'Created']);
      expect(sheet.getRow(2).getCell(2).value).toBe('=cmd|calc');
      expect(sheet.getRow(2).getCell(2).type).toBe(ExcelJS.ValueType.String);
      const empty = await sheetOf(db(), { q: 'nothing like this' });
      expect(empty.actualRowCount).toBe(1);
    });
  },
  { sharedSeed: (db) => seedQueryFixtures(db) },
);

/** 10,000 plain orders written in one statement (the fixtures' seeding would take minutes). */
async function seedMany(db: Database, count: number) {
  await db.execute(sql`
    insert into mirror_requests (type, code, name, company_name, responsible_email, created_at,
      last_changed_at, deal_status, status_since, payment_status, payment_type, total_power,
      original_value, final_value, freight_state, freight_city, record, synced_at)
    select 'order', 'ORD-' || lpad(n::text, 6, '0'), 'Kit ' || n || ' =SUM(A1)', 'Empresa ' || (n % 97),
      'pessoa' || (n % 13) || '@example.com', timestamptz '2024-01-01' + n * interval '1 minute',
      timestamptz '2024-06-01', 'Novo', timestamptz '2024-06-01', 'requested', 'pix', n * 10.5,
      n * 100.25, n * 99.75, 'SP', 'São Paulo', '{}'::jsonb, timestamptz '2024-06-01'
    from generate_series(1, ${count}) as n`);
}

describeOnEachEngine('exports of 10,000 rows', (db) => {
  const ROWS = 10_000;
  const LIMIT_BYTES = 100 * 1024 * 1024;

  /** Consumes a stream of chunks while sampling memory; the peak growth over the start. */
  async function peakGrowth(chunks: AsyncIterable<unknown>, onChunk: (chunk: unknown) => void) {
    const start = process.memoryUsage();
    let peak = 0;
    for await (const chunk of chunks) {
      onChunk(chunk);
      const now = process.memoryUsage();
      peak = Math.max(peak, now.heapUsed + now.external - start.heapUsed - start.external);
    }
    return peak;
  }

  it('streams the CSV within 100 MB, every row once', async () => {
    await seedMany(db(), ROWS);
    let lines = 0;
    let first = true;
    const peak = await peakGrowth(
      exportCsv(db(), 'order', requestExportQuery.parse({}), context),
      (chunk) => {
        const text = String(chunk);
        if (first) expect(text.startsWith(UTF8_BOM)).toBe(true);
        first = false;
        lines += text.split('\r\n').length - 1;
      },
    );
    expect(lines).toBe(ROWS + 1);
    console.info(`CSV export of ${ROWS} rows: peak heap+external growth ${(peak / 1048576).toFixed(1)} MB`);
    expect(peak).toBeLessThan(LIMIT_BYTES);
  }, 180_000);

  it('streams the xlsx within 100 MB', async () => {
    await seedMany(db(), ROWS);
    let bytes = 0;
    const peak = await peakGrowth(
      exportXlsx(db(), 'order', requestExportQuery.parse({ sort: 'code' }), context),
      (chunk) => {
        bytes += (chunk as Uint8Array).length;
      },
    );
    expect(bytes).toBeGreaterThan(100_000);
    console.info(
      `xlsx export of ${ROWS} rows: ${bytes} bytes, peak heap+external growth ${(peak / 1048576).toFixed(1)} MB`,
    );
    expect(peak).toBeLessThan(LIMIT_BYTES);
  }, 180_000);
});
