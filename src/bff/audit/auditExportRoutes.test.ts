import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_CSV_COLUMNS } from '../../contract/api/auditExport';
import { ManualClock } from '../clock';
import { createTestApp, type TestApp, type TestSession } from '../testing/testApp';
import { auditCsv } from './auditCsv';

const AT = Date.UTC(2025, 2, 3, 8);

/** Reads RFC 4180 CSV (quoted cells, doubled quotes, CRLF) into rows of cell values. */
function parseCsv(body: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const text = body.replace(/^\uFEFF/, '');
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

describe('GET /api/admin/audit/export.csv', () => {
  const clock = new ManualClock(AT);
  let t: TestApp;
  let admin: TestSession;
  let sales: TestSession;

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    admin = await t.signIn('admin');
    sales = await t.signIn('sales');
    const { audit } = t.services;
    await audit.record({
      at: new Date(AT - 3 * 60_000),
      action: 'session.login',
      actor: { kind: 'user', id: null, label: 'ana@example.com' },
      requestId: 'req-login-1',
      address: '10.0.0.1',
    });
    await audit.record({
      at: new Date(AT - 2 * 60_000),
      action: 'request.payment.update',
      actor: { kind: 'user', id: null, label: '=HYPERLINK("http://evil.example","x")' },
      requestCode: '+5511999',
      requestId: 'req-pay-1',
      target: '-1+1',
      outcome: 'failed',
      details: { before: 'requested', after: '@SUM(A1)', files: [{ name: 'nota, fiscal.pdf' }] },
    });
    await audit.record({
      at: new Date(AT - 60_000),
      action: 'session.logout',
      actor: { kind: 'user', id: null, label: 'ana@example.com' },
      requestId: 'req-logout-1',
    });
  });
  afterAll(() => t.close());

  it('is for admins only: 401 without a session, 403 for other roles', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/audit/export.csv' });
    expect(anonymous.statusCode).toBe(401);
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit/export.csv',
      headers: sales.headers,
    });
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain('session.login');
  });

  it('streams every matching entry newest first after a header row, as a dated download', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit/export.csv',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="audit-2025-03-03.csv"');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = response.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(header).toBe(AUDIT_CSV_COLUMNS.join(','));
    const actions = rows.map((row) => row.split(',')[2]);
    // Signing test users in writes no audit entries, so these are exactly the three recorded.
    expect(actions).toEqual(['session.logout', 'request.payment.update', 'session.login']);
    expect(rows[2]).toContain(
      `,${new Date(AT - 3 * 60_000).toISOString()},session.login,ok,user,,ana@example.com,,req-login-1,,10.0.0.1,`,
    );
  });

  it('applies the same filters as the audit page', async () => {
    const family = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit/export.csv?action=session.',
      headers: admin.headers,
    });
    expect(family.body).toContain('session.login');
    expect(family.body).toContain('session.logout');
    expect(family.body).not.toContain('request.payment.update');

    const byActorAndTime = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit/export.csv?actor=ANA@example.com&from=${encodeURIComponent(new Date(AT - 150_000).toISOString())}`,
      headers: admin.headers,
    });
    const lines = byActorAndTime.body.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('session.logout');

    const byRequest = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit/export.csv?requestId=req-login-1',
      headers: admin.headers,
    });
    expect(byRequest.body.split('\r\n').filter(Boolean)).toHaveLength(2);

    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit/export.csv?from=yesterday',
      headers: admin.headers,
    });
    expect(refused.statusCode).toBe(400);
  });

  it('never lets a cell start a spreadsheet formula, and keeps separators inside quotes', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit/export.csv?requestCode=%2B5511999',
      headers: admin.headers,
    });
    const line = response.body.split('\r\n').filter(Boolean)[1] ?? '';
    expect(line).toContain(`,"'=HYPERLINK(""http://evil.example"",""x"")",`);
    const [header = [], row = []] = parseCsv(response.body);
    const cells = Object.fromEntries(header.map((column, index) => [column, row[index]]));
    expect(cells).toMatchObject({
      actorLabel: `'=HYPERLINK("http://evil.example","x")`,
      requestCode: "'+5511999",
      target: "'-1+1",
      outcome: 'failed',
    });
    // The details are one JSON cell; the comma in a file name stays inside it.
    expect(JSON.parse(cells.details ?? '')).toEqual({
      before: 'requested',
      after: '@SUM(A1)',
      files: [{ name: 'nota, fiscal.pdf' }],
    });
    for (const cell of row) expect(cell).not.toMatch(/^[=+\-@]/);
  });

  it('reads the log a chunk at a time without losing or repeating an entry', async () => {
    let text = '';
    for await (const part of auditCsv(t.services.audit, {}, 2)) text += part;
    const whole = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit/export.csv',
      headers: admin.headers,
    });
    expect(text).toBe(whole.body);
  });
});
