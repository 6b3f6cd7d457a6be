import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRequestRecord, type RequestType } from '../../contract/upstream/index';
import { isValidCnpj, isValidCpf } from '../data/documents';
import type { RequestRow } from '../data/requestRow';
import { type Harness, listRecords, startHarness } from '../testing/harness';

const UNLIMITED = { callsPerHour: 1_000_000, processingMsPerHour: 1e12 };

describe('the request listing over HTTP', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ limits: UNLIMITED });
  });
  afterAll(() => h.close());

  /** Codes of every record a filtered listing returns, across all pages. */
  async function codesOf(type: RequestType, query: string, version = 'v2') {
    const codes: string[] = [];
    for (let page = 1; page < 100; page += 1) {
      const response = await h.api(`/api/${version}/requests/${type}/${page}/50?${query}`);
      expect([200, 204]).toContain(response.status);
      const records = await listRecords(response);
      if (records.length === 0) break;
      codes.push(...records.map((record) => String(record.code)));
    }
    return codes;
  }

  const rows = (type: RequestType) => h.sandbox.store.rows[type];
  const expected = (type: RequestType, match: (row: RequestRow) => boolean) =>
    rows(type)
      .filter((row) => match(row))
      .sort((a, b) => b.createdAt - a.createdAt)
      .map((row) => row.code);

  it('refuses a call without a bearer or with a wrong one with 401', async () => {
    for (const bearer of [null, 'not-the-token']) {
      const response = await h.api('/api/v2/requests/order/1/10?removed=false', { bearer });
      expect(response.status).toBe(401);
      expect(JSON.stringify(await response.json())).not.toContain(h.token);
    }
    const wrongScheme = await fetch(`${h.url}/api/v2/requests/order/1/10`, {
      headers: { authorization: `Basic ${h.token}` },
    });
    expect(wrongScheme.status).toBe(401);
    const unknownPath = await h.api('/api/v2/nothing', { bearer: null });
    expect(unknownPath.status).toBe(401);
  });

  it('checks the path: pageLimit at most 50, pageNumber from 1, requestType order or budget', async () => {
    expect((await h.api('/api/v2/requests/order/1/51?removed=false')).status).toBe(400);
    expect((await h.api('/api/v2/requests/order/0/10?removed=false')).status).toBe(400);
    expect((await h.api('/api/v2/requests/order/1/0?removed=false')).status).toBe(400);
    expect((await h.api('/api/v2/requests/orders/1/10?removed=false')).status).toBe(400);
    expect((await h.api('/api/v1/requests/quote/1/10?removed=false')).status).toBe(400);
    expect((await h.api('/api/v2/requests/order/1/50?removed=false')).status).toBe(200);
  });

  it('lists newest created first, pages without overlap, and answers 204 past the end', async () => {
    const all = await codesOf('order', 'removed=false');
    expect(all).toEqual(expected('order', (row) => !row.removed));
    const first = await h.api('/api/v2/requests/order/1/50?removed=false');
    const body = (await first.json()) as { data: Array<{ orderCreated: string }>; totalItems: number };
    expect(body.totalItems).toBe(all.length);
    const created = body.data.map((record) => Date.parse(record.orderCreated));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    const past = await h.api(`/api/v2/requests/order/${Math.ceil(all.length / 50) + 1}/50?removed=false`);
    expect(past.status).toBe(204);
    expect(await past.text()).toBe('');
  });

  it('filters by creation and last-update day (UTC, both ends inclusive)', async () => {
    const sample = rows('budget')[120] as RequestRow;
    const day = new Date(sample.createdAt).toISOString().slice(0, 10);
    const start = Date.parse(`${day}T00:00:00Z`);
    const end = start + 86_400_000;
    expect(await codesOf('budget', `createdAfter=${day}&createdBefore=${day}`)).toEqual(
      expected('budget', (row) => !row.removed && row.createdAt >= start && row.createdAt < end),
    );
    expect(await codesOf('budget', `createdAfter=${day}`)).toEqual(
      expected('budget', (row) => !row.removed && row.createdAt >= start),
    );
    expect(await codesOf('budget', `createdBefore=${day}`)).toEqual(
      expected('budget', (row) => !row.removed && row.createdAt < end),
    );
    const updateDay = new Date(sample.lastUpdate).toISOString().slice(0, 10);
    const uStart = Date.parse(`${updateDay}T00:00:00Z`);
    expect(await codesOf('budget', `lastUpdateAfter=${updateDay}`)).toEqual(
      expected('budget', (row) => !row.removed && row.lastUpdate >= uStart),
    );
    expect(await codesOf('budget', `lastUpdateBefore=${updateDay}`)).toEqual(
      expected('budget', (row) => !row.removed && row.lastUpdate < uStart + 86_400_000),
    );
    expect((await h.api('/api/v2/requests/budget/1/10?createdAfter=2024-02-30')).status).toBe(400);
    expect((await h.api('/api/v2/requests/budget/1/10?createdAfter=01/02/2024')).status).toBe(400);
  });

  it('filters code and name by substring, name ignoring case', async () => {
    const sample = rows('order')[50] as RequestRow;
    const codePart = sample.code.slice(1, 4);
    expect(await codesOf('order', `code=${codePart}`)).toEqual(
      expected('order', (row) => !row.removed && row.code.includes(codePart)),
    );
    const namePart = (sample.name.split(' - ')[1] ?? '').split(' ')[0] ?? '';
    expect(namePart.length).toBeGreaterThan(2);
    const codes = await codesOf('order', `name=${encodeURIComponent(namePart.toUpperCase())}`);
    expect(codes).toContain(sample.code);
    expect(codes).toEqual(
      expected('order', (row) => !row.removed && row.name.toLowerCase().includes(namePart.toLowerCase())),
    );
  });

  it('filters power in Wp with powerGTE and powerLTE', async () => {
    expect(await codesOf('order', 'powerGTE=10000&powerLTE=20000')).toEqual(
      expected('order', (row) => !row.removed && row.totalPower >= 10_000 && row.totalPower <= 20_000),
    );
    const response = await h.api('/api/v2/requests/order/1/50?powerGTE=10000');
    for (const record of await listRecords(response))
      expect(record.totalPower).toBeGreaterThanOrEqual(10_000);
    expect((await h.api('/api/v2/requests/order/1/10?powerGTE=ten')).status).toBe(400);
  });

  it('filters freightState by equality and freightCity, companyCNPJ and responsibleEmail by substring', async () => {
    const sample = rows('order')[10] as RequestRow;
    expect(await codesOf('order', `freightState=${sample.freightState}`)).toEqual(
      expected('order', (row) => !row.removed && row.freightState === sample.freightState),
    );
    expect((await h.api('/api/v2/requests/order/1/10?freightState=XX')).status).toBe(400);
    const cityPart = sample.freightCity.slice(1, 5);
    expect(await codesOf('order', `freightCity=${encodeURIComponent(cityPart)}`)).toEqual(
      expected(
        'order',
        (row) => !row.removed && row.freightCity.toLowerCase().includes(cityPart.toLowerCase()),
      ),
    );
    const cnpjPart = sample.cnpj.slice(0, 6);
    const byCnpj = await codesOf('order', `companyCNPJ=${encodeURIComponent(cnpjPart)}`);
    expect(byCnpj).toContain(sample.code);
    expect(byCnpj).toEqual(expected('order', (row) => !row.removed && row.cnpj.includes(cnpjPart)));
    const emailPart = sample.responsibleEmail.split('@')[0] ?? '';
    expect(await codesOf('order', `responsibleEmail=${encodeURIComponent(emailPart)}`)).toEqual(
      expected('order', (row) => !row.removed && row.responsibleEmail.includes(emailPart)),
    );
  });

  it('lists removed requests only with removed=true', async () => {
    const removed = await codesOf('order', 'removed=true');
    expect(removed.length).toBeGreaterThan(0);
    expect(removed).toEqual(expected('order', (row) => row.removed));
    const response = await h.api('/api/v2/requests/order/1/50?removed=true');
    for (const record of await listRecords(response)) expect(record.removed).toBe(true);
    expect((await h.api('/api/v2/requests/order/1/10?removed=yes')).status).toBe(400);
  });

  it('answers 204 when no record matches', async () => {
    const response = await h.api('/api/v2/requests/budget/1/50?name=no-such-request-anywhere');
    expect(response.status).toBe(204);
  });

  it('serves every record of both versions so that the contract reads it with no unreadable field', async () => {
    for (const version of ['v1', 'v2']) {
      for (const type of ['order', 'budget'] as const) {
        for (const removed of ['false', 'true']) {
          for (let page = 1; ; page += 1) {
            const records = await listRecords(
              await h.api(`/api/${version}/requests/${type}/${page}/50?removed=${removed}`),
            );
            if (records.length === 0) break;
            for (const raw of records) {
              const { record, unreadable } = readRequestRecord(raw);
              expect(unreadable, `${version} ${type} ${String(raw.code)}`).toEqual([]);
              for (const product of record.products ?? []) {
                if (version === 'v2') expect(product.dimensions).toBeDefined();
                else expect(product.dimensions).toBeUndefined();
              }
              for (const address of [record.freight?.address, record.invoice?.address]) {
                if (version === 'v1') expect(address?.patioFormatted).toBeTypeOf('string');
                else expect(address?.patioFormatted).toBeUndefined();
              }
              expect(record.company?.address?.patioType).toBeUndefined();
              expect(isValidCnpj(record.company?.cnpj ?? '')).toBe(true);
              if (record.company?.cpf) expect(isValidCpf(record.company.cpf)).toBe(true);
              expect(record).not.toHaveProperty('lastUpdate');
            }
          }
        }
      }
    }
  });

  it('filters on values as changed and on requests created since generation', async () => {
    const row = rows('order').find((candidate) => !candidate.removed) as RequestRow;
    const other = h.sandbox.store.world.collaborators.find((person) => person.email !== row.responsibleEmail);
    const oldEmail = row.responsibleEmail;
    await h.control('POST', '/actions', { action: 'responsible', code: row.code, email: other?.email });
    const byNew = await codesOf('order', `responsibleEmail=${encodeURIComponent(other?.email ?? '')}`);
    expect(byNew).toContain(row.code);
    expect(await codesOf('order', `responsibleEmail=${encodeURIComponent(oldEmail)}`)).not.toContain(
      row.code,
    );
    const created = await h.control<{ code: string }>('POST', '/actions', {
      action: 'create',
      type: 'budget',
    });
    const name = h.sandbox.store.find(created.code)?.name ?? '';
    const [first] = await listRecords(
      await h.api(`/api/v2/requests/budget/1/50?name=${encodeURIComponent(name)}`),
    );
    expect(first?.code).toBe(created.code);
    await h.control('POST', '/actions', { action: 'remove', code: created.code });
    expect(await codesOf('budget', 'removed=true')).toContain(created.code);
  });

  it('reports earlier sends in apiSent and records this one', async () => {
    const row = rows('budget').findLast((candidate) => !candidate.removed) as RequestRow;
    const query = `code=${row.code}`;
    await h.sandbox.clock.advance(1_000);
    await h.api(`/api/v2/requests/budget/1/1?${query}`);
    const sentAt = new Date(h.sandbox.clock.now()).toISOString();
    await h.sandbox.clock.advance(60_000);
    const [record] = await listRecords(await h.api(`/api/v1/requests/budget/1/1?${query}`));
    expect(record).toMatchObject({ apiSent: true, apiSentUpdated: sentAt });
  });
});
