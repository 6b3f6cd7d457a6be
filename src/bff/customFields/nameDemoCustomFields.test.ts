import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPage } from '../../contract/api/audit';
import { customFieldNamesResponse } from '../../contract/api/customFields';
import { ManualClock } from '../clock';
import { createTestApp, type TestApp, type TestSession } from '../testing/testApp';
import { nameDemoCustomFields } from './nameDemoCustomFields';

const DEMO = [
  { key: 'origemLead', name: 'Origem do cliente', nameEn: 'Lead source' },
  { key: 'valorEntrada', name: 'Valor de entrada', nameEn: 'Valor de entrada' },
];

describe('the demo’s custom fields open named', () => {
  let t: TestApp;
  let admin: TestSession;

  beforeAll(async () => {
    t = await createTestApp({}, { clock: new ManualClock(new Date('2025-01-05T00:00:00.000Z')) });
    admin = await t.signIn('admin');
  });
  afterAll(() => t.close());

  const names = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/custom-fields', headers: admin.headers });
    expect(response.statusCode).toBe(200);
    return customFieldNamesResponse.parse(response.json()).fields;
  };

  it('names every field on a database where none was named, each in the audit log by the sandbox', async () => {
    await nameDemoCustomFields(t.services, DEMO);
    // An English name equal to the pt-BR one is kept once, as an admin's would be.
    expect(await names()).toEqual([
      { key: 'origemLead', name: 'Origem do cliente', nameEn: 'Lead source' },
      { key: 'valorEntrada', name: 'Valor de entrada' },
    ]);
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit?action=custom_field.update',
      headers: admin.headers,
    });
    expect(audit.statusCode).toBe(200);
    const entries = auditPage.parse(audit.json()).entries;
    expect(entries.map((entry) => [entry.target, entry.actor.label])).toEqual(
      expect.arrayContaining([
        ['custom_field:origemLead', 'sandbox'],
        ['custom_field:valorEntrada', 'sandbox'],
      ]),
    );
  });

  it('leaves an admin’s later choices alone at the next start, a cleared name too', async () => {
    const cleared = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/custom-fields/origemLead',
      headers: admin.headers,
    });
    expect(cleared.statusCode).toBeLessThan(300);
    await nameDemoCustomFields(t.services, DEMO);
    expect(await names()).toEqual([{ key: 'valorEntrada', name: 'Valor de entrada' }]);
  });
});
