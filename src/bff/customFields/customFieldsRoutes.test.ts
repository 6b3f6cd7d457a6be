import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCustomFieldsResponse, customFieldNamesResponse } from '../../contract/api/customFields';
import { problemDocument } from '../../contract/api/problem';
import { auditPage } from '../../contract/api/audit';
import { ManualClock } from '../clock';
import {
  createPostgresTestDatabase,
  type Disposable,
  skipPostgresSuite,
  testPostgresUrl,
} from '../db/testing/testDatabases';
import { applyObservation } from '../mirror/apply/applyObservation';
import { recordWith } from '../mirror/testing/requestRecords';
import { createTestApp, type TestApp, type TestSession } from '../testing/testApp';

// Raw SQL over jsonb and a locked settings row: checked on PGlite always, on a server when there is one.
const skipPostgres = skipPostgresSuite('custom fields routes on PostgreSQL');
const BACKENDS = [
  { name: 'PGlite', serverUrl: undefined },
  ...(skipPostgres ? [] : [{ name: 'PostgreSQL', serverUrl: testPostgresUrl }]),
];

const observedAt = new Date('2025-01-01T00:00:00.000Z');

describe.each(BACKENDS)('custom fields named by admins, on $name', ({ serverUrl }) => {
  let database: Disposable<string> | undefined;
  let t: TestApp;
  let admin: TestSession;
  let sales: TestSession;

  beforeAll(async () => {
    database = serverUrl ? await createPostgresTestDatabase(serverUrl) : undefined;
    t = await createTestApp(database ? { DATABASE_URL: database.value } : {}, {
      clock: new ManualClock(new Date('2025-01-05T00:00:00.000Z')),
    });
    const seed = async (code: string, customData: unknown, removed = false) =>
      applyObservation(t.services.db, {
        type: 'order',
        code,
        record: recordWith({ code, customData, removed }),
        source: 'backfill',
        observedAt,
      });
    await seed('ORD-1', [
      { key: 'cf_origem', value: 'Instagram', type: 'text' },
      { key: 'valorEntrada', value: 2500, type: 'currency' },
    ]);
    await seed('ORD-2', [
      { key: 'cf_origem', value: 'Instagram', type: 'text' },
      { key: 'valorEntrada', value: '1.250,50', type: 'text' },
    ]);
    await seed('ORD-3', [{ key: 'cf_origem', value: 'Google', type: 'text' }]);
    await seed('ORD-4', [{ key: 'so_removido', value: 'x', type: 'text' }], true);
    admin = await t.signIn('admin');
    sales = await t.signIn('sales');
  });
  afterAll(async () => {
    await t.close();
    await database?.dispose();
  });

  const adminList = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/custom-fields',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    return adminCustomFieldsResponse.parse(response.json()).fields;
  };
  const put = (session: TestSession, key: string, payload: object, headers = session.headers) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/custom-fields/${encodeURIComponent(key)}`,
      headers,
      payload,
    });

  it('lists every key requests carry, with how many, its frequent values and vendor type', async () => {
    expect(await adminList()).toEqual([
      {
        key: 'cf_origem',
        requests: 3,
        samples: ['Instagram', 'Google'],
        vendorType: 'text',
        options: [],
        naming: null,
      },
      {
        key: 'valorEntrada',
        requests: 2,
        samples: ['1.250,50', 2500],
        vendorType: 'currency',
        options: [],
        naming: null,
      },
    ]);
  });

  it('lets an admin name a field and choose its format; everyone signed in reads the names', async () => {
    const saved = await put(admin, 'valorEntrada', {
      name: ' Valor de entrada ',
      nameEn: 'Down payment',
      format: 'money',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      key: 'valorEntrada',
      name: 'Valor de entrada',
      nameEn: 'Down payment',
      format: 'money',
    });
    // An English name equal to the pt-BR one is not kept twice.
    expect((await put(admin, 'cf_origem', { name: 'Origem', nameEn: 'Origem' })).json()).toEqual({
      key: 'cf_origem',
      name: 'Origem',
    });
    const names = await t.app.inject({ method: 'GET', url: '/api/custom-fields', headers: sales.headers });
    expect(names.statusCode).toBe(200);
    expect(customFieldNamesResponse.parse(names.json()).fields).toEqual([
      { key: 'valorEntrada', name: 'Valor de entrada', nameEn: 'Down payment', format: 'money' },
      { key: 'cf_origem', name: 'Origem' },
    ]);
    expect((await adminList()).map((field) => [field.key, field.naming])).toEqual([
      ['cf_origem', { name: 'Origem' }],
      ['valorEntrada', { name: 'Valor de entrada', nameEn: 'Down payment', format: 'money' }],
    ]);
  });

  it('heads the export columns with the names and writes the values in their formats', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/requests/order/export.csv?lang=pt-BR&sort=code',
      headers: sales.headers,
    });
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .map((line) => line.split(';'));
    expect(header?.slice(-2)).toEqual(['Origem', 'Valor de entrada']);
    // Money in BRL as a Brazilian spreadsheet reads it, even where the vendor sent it as text.
    expect(rows.map((row) => [row[1], ...row.slice(-2)])).toEqual([
      ['ORD-1', 'Instagram', '2500,00'],
      ['ORD-2', 'Instagram', '1250,50'],
      ['ORD-3', 'Google', ''],
    ]);
    const english = await t.app.inject({
      method: 'GET',
      url: '/api/requests/order/export.csv?lang=en&sort=code&columns=code,name',
      headers: sales.headers,
    });
    // Chosen columns are only those.
    expect(english.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Code,Name');
  });

  it('keeps a named key no request carries any more, and forgets a name on request', async () => {
    expect((await put(admin, 'antigo', { name: 'Campo antigo', format: 'date' })).statusCode).toBe(200);
    expect((await adminList()).at(-1)).toEqual({
      key: 'antigo',
      requests: 0,
      samples: [],
      vendorType: null,
      options: [],
      naming: { name: 'Campo antigo', format: 'date' },
    });
    const forget = () =>
      t.app.inject({ method: 'DELETE', url: '/api/admin/custom-fields/antigo', headers: admin.headers });
    expect((await forget()).statusCode).toBe(204);
    expect((await adminList()).map((field) => field.key)).toEqual(['cf_origem', 'valorEntrada']);
    // Nothing left to forget is no error.
    expect((await forget()).statusCode).toBe(204);
  });

  it('writes who named what in the audit log', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit?action=custom_field.',
      headers: admin.headers,
    });
    const entries = auditPage.parse(response.json()).entries;
    expect(entries.map((entry) => [entry.action, entry.target, entry.actor.label])).toEqual([
      ['custom_field.clear', 'custom_field:antigo', admin.user?.email],
      ['custom_field.update', 'custom_field:antigo', admin.user?.email],
      ['custom_field.update', 'custom_field:cf_origem', admin.user?.email],
      ['custom_field.update', 'custom_field:valorEntrada', admin.user?.email],
    ]);
    expect(entries[3]?.details).toEqual({
      key: 'valorEntrada',
      from: null,
      to: { key: 'valorEntrada', name: 'Valor de entrada', nameEn: 'Down payment', format: 'money' },
    });
  });

  it('is for admins only, with the anti-forgery header, and answers bad input with a problem', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/custom-fields', headers: sales.headers }))
        .statusCode,
    ).toBe(403);
    expect((await put(sales, 'cf_origem', { name: 'Origem do lead' })).statusCode).toBe(403);
    expect(
      (await put(admin, 'cf_origem', { name: 'Origem do lead' }, { cookie: admin.cookie })).statusCode,
    ).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/custom-fields' });
    expect(anonymous.statusCode).toBe(401);
    for (const body of [
      {},
      { name: '' },
      { name: '   ' },
      { name: 'x'.repeat(81) },
      { name: 'Origem', format: 'currency' },
      { name: 'Origem', nameEn: '' },
      { name: 'Origem', options: [{ value: '1', name: '' }] },
      {
        name: 'Origem',
        options: [
          { value: '1', name: 'A' },
          { value: '1', name: 'B' },
        ],
      },
    ]) {
      const response = await put(admin, 'cf_origem', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(problemDocument.parse(response.json()).code).toBe('invalid_input');
    }
    expect((await put(admin, ' ', { name: 'Nada' })).statusCode).toBe(400);
  });

  it("lists a selection's options as seen, and reads them by the names an admin gave everywhere", async () => {
    const seed = (code: string, customData: unknown) =>
      applyObservation(t.services.db, {
        type: 'order',
        code,
        record: recordWith({ code, customData }),
        source: 'backfill',
        observedAt,
      });
    await seed('ORD-5', [
      { key: 'canais', value: [3, 10], type: 'multiSelect' },
      { key: 'telhado', value: 2, type: 'singleSelect' },
    ]);
    await seed('ORD-6', [{ key: 'canais', value: [1, 3], type: 'multiSelect' }]);
    const listed = await adminList();
    // Numbers in numeric order, each once; a single selection's values are its options too.
    expect(listed.find((field) => field.key === 'canais')?.options).toEqual(['1', '3', '10']);
    expect(listed.find((field) => field.key === 'telhado')?.options).toEqual(['2']);
    const options = [
      { value: '1', name: 'WhatsApp' },
      { value: '3', name: 'E-mail', nameEn: 'Email' },
    ];
    expect((await put(admin, 'canais', { name: 'Canais de contato', options })).json()).toEqual({
      key: 'canais',
      name: 'Canais de contato',
      options,
    });
    expect(
      (await put(admin, 'telhado', { name: 'Telhado', options: [{ value: '2', name: 'Laje' }] })).statusCode,
    ).toBe(200);
    const exported = (lang: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/requests/order/export.csv?lang=${lang}&sort=code`,
        headers: sales.headers,
      });
    const [header = [], ...rows] = (await exported('pt-BR')).body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .map((line) => line.split(';'));
    const columns = ['Canais de contato', 'Telhado'].map((name) => header.indexOf(name));
    // An option no one named (10) stays its number; a list with a comma is quoted.
    expect(rows.slice(-2).map((row) => [row[1], ...columns.map((column) => row[column])])).toEqual([
      ['ORD-5', '"E-mail, 10"', 'Laje'],
      ['ORD-6', '"WhatsApp, E-mail"', ''],
    ]);
    // English reads an option's English name, its pt-BR one where none was given.
    const english = (await exported('en')).body;
    expect(english).toContain('"Email, 10",,Laje');
    expect(english).toContain('"WhatsApp, Email",');
  });
});
