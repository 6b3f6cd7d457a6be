import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityPage } from '../../contract/api/activity';
import { board } from '../../contract/api/board';
import { collaboratorList } from '../../contract/api/collaborators';
import { freshness } from '../../contract/api/freshness';
import { problemDocument } from '../../contract/api/problem';
import { requestDetail, requestPage } from '../../contract/api/requests';
import { ManualClock } from '../clock';
import { createTestApp, type TestApp, type TestSession } from '../testing/testApp';
import { UTF8_BOM } from './export/exportCsv';
import { seedQueryFixtures } from './testing/queryFixtures';

describe('the mirror read routes', () => {
  let t: TestApp;
  let reader: TestSession;
  let wallboard: TestSession;

  beforeAll(async () => {
    t = await createTestApp({}, { clock: new ManualClock(new Date('2025-01-31T23:30:00.000Z')) });
    await seedQueryFixtures(t.services.db);
    reader = await t.signIn('viewer');
    wallboard = await t.signInDevice('Sales wall');
  });
  afterAll(() => t.close());

  const get = (url: string, session: TestSession | null = reader) =>
    t.app.inject({ method: 'GET', url, headers: session?.headers ?? {} });

  it('pages a filtered, sorted listing with its total', async () => {
    const response = await get('/api/requests/order?uf=SP&uf=MG&sort=finalValue&dir=desc&pageSize=2');
    expect(response.statusCode).toBe(200);
    const page = requestPage.parse(response.json());
    expect(page.items.map((item) => item.code)).toEqual(['ORD-007', 'ORD-002']);
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 2 });
  });

  it('answers a bad query with a 400 problem naming the field', async () => {
    for (const [query, field] of [
      ['pageSize=201', 'pageSize'],
      ['sort=secret', 'sort'],
      ['uf=XX', 'uf'],
      ['createdFrom=2024-02-30', 'createdFrom'],
    ] as const) {
      const response = await get(`/api/requests/order?${query}`);
      expect(response.statusCode).toBe(400);
      const problem = problemDocument.parse(response.json());
      expect(problem.code).toBe('invalid_input');
      expect(problem.errors?.map((error) => error.path.split('.')[0])).toContain(field);
    }
    expect((await get('/api/requests/invoice')).statusCode).toBe(400);
  });

  it('answers one request with its history, and request_not_found for an unknown one', async () => {
    const found = await get('/api/requests/order/ORD-001');
    expect(found.statusCode).toBe(200);
    const detail = requestDetail.parse(found.json());
    expect(detail.summary.name).toBe('Kit Telhado João Silva');
    expect(detail.history).toHaveLength(1);
    const missing = await get('/api/requests/order/ORD-404');
    expect(missing.statusCode).toBe(404);
    expect(problemDocument.parse(missing.json()).code).toBe('request_not_found');
  });

  it('streams the CSV export as an attachment named after the day, in pt-BR unless asked otherwise', async () => {
    const response = await get('/api/requests/order/export.csv?uf=SP&sort=code&dir=asc');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="pedidos-2025-01-31.csv"');
    expect(response.body.startsWith(UTF8_BOM)).toBe(true);
    const lines = response.body.slice(UTF8_BOM.length).trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]?.split(';')[1]).toBe('ORD-001');
    const english = await get('/api/requests/order/export.csv?uf=SP&sort=code&dir=asc&lang=en');
    expect(english.headers['content-disposition']).toBe('attachment; filename="orders-2025-01-31.csv"');
    expect(english.body.slice(UTF8_BOM.length).split('\r\n')[1]?.split(',')[1]).toBe('ORD-001');
  });

  it('streams the xlsx export with its own type and file name, and refuses an unknown column', async () => {
    const response = await get('/api/requests/order/export.xlsx?uf=SP&columns=code,finalValue', reader);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toBe('attachment; filename="pedidos-2025-01-31.xlsx"');
    expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const bad = await get('/api/requests/order/export.csv?columns=code,secret');
    expect(bad.statusCode).toBe(400);
    expect(problemDocument.parse(bad.json()).errors?.map((error) => error.path.split('.')[0])).toContain(
      'columns',
    );
    const english = await get('/api/requests/order/export.xlsx', {
      ...reader,
      headers: { ...reader.headers, 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(english.headers['content-disposition']).toBe('attachment; filename="orders-2025-01-31.xlsx"');
  });

  it('builds the board from the statuses the mirror holds when the vendor cannot be asked', async () => {
    const response = await get('/api/board/order?cardsPerColumn=1', wallboard);
    expect(response.statusCode).toBe(200);
    const result = board.parse(response.json());
    expect(result.columns.map((column) => column.name)).toEqual([
      'Cancelado',
      'Em negociação',
      'Enviado',
      'Novo',
      '',
    ]);
    expect(result.total).toBe(6);
    expect(result.columns.every((column) => column.cards.length <= 1)).toBe(true);
  });

  it('tells freshness with the mirror counts', async () => {
    const response = await get('/api/freshness');
    expect(response.statusCode).toBe(200);
    expect(freshness.parse(response.json()).mirrored).toEqual({ order: 6, budget: 1 });
  });

  it('pages the activity feed', async () => {
    const first = activityPage.parse((await get('/api/activity?limit=5')).json());
    expect(first.items).toHaveLength(5);
    expect(first.nextCursor).not.toBeNull();
    const rest = activityPage.parse(
      (await get(`/api/activity?limit=5&before=${encodeURIComponent(first.nextCursor ?? '')}`)).json(),
    );
    expect(rest.items).toHaveLength(3);
    expect(rest.nextCursor).toBeNull();
    const bad = await get('/api/activity?before=garbage');
    expect(bad.statusCode).toBe(400);
    expect(problemDocument.parse(bad.json()).errors?.[0]?.path).toBe('before');
  });

  it('suggests collaborators to who may change a responsible (sales), and to nobody else', async () => {
    expect((await get('/api/collaborators?q=bru')).statusCode).toBe(403);
    expect((await get('/api/collaborators?q=bru', await t.signIn('finance'))).statusCode).toBe(403);
    const response = await get('/api/collaborators?q=bru', await t.signIn('sales'));
    expect(collaboratorList.parse(response.json()).items.map((item) => item.email)).toEqual([
      'bruno@example.com',
    ]);
  });

  it('gives a wall screen its board with nothing personal on the cards, and 403 on everything else', async () => {
    const response = await get('/api/board/order?cardsPerColumn=50', wallboard);
    expect(response.statusCode).toBe(200);
    const cards = board.parse(response.json()).columns.flatMap((column) => column.cards);
    expect(cards.length).toBe(6);
    const text = response.body;
    for (const personal of ['@example.com', 'João Silva', '12.345.678/0001-90', 'pix', 'São Paulo']) {
      expect(text, personal).not.toContain(personal);
    }
    // What the wall shows is still there.
    const first = cards.find((card) => card.code === 'ORD-001');
    expect(first).toMatchObject({
      responsibleName: expect.stringContaining('Bruno'),
      companyName: 'Sol Forte Energia Ltda',
    });
    expect(first).toMatchObject({ responsibleEmail: null, companyCnpj: null, name: null });
    // A person's board keeps every column.
    const mine = await get('/api/board/order?cardsPerColumn=50');
    expect(mine.body).toContain('bruno@example.com');

    for (const url of [
      '/api/requests/order',
      '/api/requests/order/ORD-001',
      '/api/requests/order/export.csv',
      '/api/activity',
      '/api/collaborators?q=bru',
      '/api/governor',
    ]) {
      const refused = await get(url, wallboard);
      expect(refused.statusCode, url).toBe(403);
      expect(problemDocument.parse(refused.json()).code).toBe('forbidden');
      expect(refused.body, url).not.toContain('example.com');
    }
    expect((await get('/api/freshness', wallboard)).statusCode).toBe(200);
  });

  it('serves none of it without a session', async () => {
    for (const url of [
      '/api/requests/order',
      '/api/board/order',
      '/api/freshness',
      '/api/requests/order/export.csv',
    ]) {
      expect((await get(url, null)).statusCode).toBe(401);
    }
  });
});
