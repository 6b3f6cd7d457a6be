import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_EXPORT_CODES } from '../../contract/api/requestExport';
import { problemDocument } from '../../contract/api/problem';
import { ManualClock } from '../clock';
import {
  createPostgresTestDatabase,
  type Disposable,
  skipPostgresSuite,
  testPostgresUrl,
} from '../db/testing/testDatabases';
import { createTestApp, type TestApp, type TestSession } from '../testing/testApp';
import { UTF8_BOM } from './export/exportCsv';
import { seedQueryFixtures } from './testing/queryFixtures';

// The codes become SQL (`in (...)`): checked on PGlite always and on a server when there is one.
const skipPostgres = skipPostgresSuite('the export of ticked requests on PostgreSQL');
const BACKENDS = [
  { name: 'PGlite', serverUrl: undefined },
  ...(skipPostgres ? [] : [{ name: 'PostgreSQL', serverUrl: testPostgresUrl }]),
];

describe.each(BACKENDS)('the export of ticked requests on $name', ({ serverUrl }) => {
  let database: Disposable<string> | undefined;
  let t: TestApp;
  let reader: TestSession;

  beforeAll(async () => {
    database = serverUrl ? await createPostgresTestDatabase(serverUrl) : undefined;
    t = await createTestApp(database ? { DATABASE_URL: database.value } : {}, {
      clock: new ManualClock(new Date('2025-01-31T23:30:00.000Z')),
    });
    await seedQueryFixtures(t.services.db);
    reader = await t.signIn('viewer');
  });
  afterAll(async () => {
    await t?.close();
    await database?.dispose();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: reader.headers });

  it('puts exactly the ticked rows in the CSV, in the list order', async () => {
    const response = await get(
      '/api/requests/order/export.csv?codes=ORD-007,ORD-001,ORD-003&sort=code&lang=en',
    );
    expect(response.statusCode).toBe(200);
    const lines = response.body.slice(UTF8_BOM.length).trimEnd().split('\r\n');
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(['ORD-001', 'ORD-003', 'ORD-007']);
  });

  it('puts exactly the ticked rows in the workbook', async () => {
    const response = await get(
      '/api/requests/order/export.xlsx?codes=ORD-002&codes=ORD-006&sort=code&columns=code',
    );
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const codes: unknown[] = [];
    sheet?.eachRow((row, index) => {
      if (index > 1) codes.push(row.getCell(1).value);
    });
    expect(codes).toEqual(['ORD-002', 'ORD-006']);
  });

  it('still applies the filter: a ticked code the filter hides stays out', async () => {
    // ORD-002 is in MG; the filter asks for SP only.
    const response = await get(
      '/api/requests/order/export.csv?codes=ORD-001,ORD-002&uf=SP&lang=en&columns=code',
    );
    expect(response.body.slice(UTF8_BOM.length).trimEnd().split('\r\n')).toEqual(['Code', 'ORD-001']);
  });

  it('refuses more codes than an address may carry with a problem that says so', async () => {
    const codes = Array.from({ length: MAX_EXPORT_CODES + 1 }, (_, i) => `ORD-${i}`).join(',');
    const response = await get(`/api/requests/order/export.csv?codes=${codes}`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const problem = problemDocument.parse(response.json());
    expect(problem.code).toBe('invalid_input');
    expect(problem.errors).toContainEqual(
      expect.objectContaining({
        path: 'codes',
        message: `at most ${MAX_EXPORT_CODES} selected requests; export their filter instead`,
      }),
    );
  });
});
