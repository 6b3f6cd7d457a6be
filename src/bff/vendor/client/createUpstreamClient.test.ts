import { afterEach, describe, expect, it } from 'vitest';
import { fullV2Record } from '../../../contract/upstream/fixtures';
import { createUpstreamClient } from './createUpstreamClient';
import {
  UpstreamNotFound,
  UpstreamRateLimited,
  UpstreamRejected,
  UpstreamUnauthorized,
  UpstreamUnavailable,
  UpstreamUnreadableBody,
  UpstreamUsageError,
} from './errors';
import { LIST_EVERYTHING_QUERY } from './listEverythingQuery';
import { type Reply, startTestServer, type TestServer } from './testing/startTestServer';

const token = 'test-token-9f8e7d';
const page = { requestType: 'order', pageNumber: 1, pageLimit: 50 } as const;
let server: TestServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function vendorAnswering(reply: Reply | ((url: string) => Reply)) {
  server = await startTestServer({
    reply: (request) => (typeof reply === 'function' ? reply(request.url) : reply),
  });
  return { server, client: createUpstreamClient({ baseUrl: server.baseUrl, token }) };
}

const json = (status: number, body: unknown): Reply => ({ status, body: JSON.stringify(body) });

describe('listRequests', () => {
  it('sends the bearer token, asks for JSON and builds the path and query from the ListQuery', async () => {
    const { server, client } = await vendorAnswering(json(200, []));
    await client.listRequests({
      ...page,
      pageNumber: 3,
      pageLimit: 20,
      query: {
        removed: true,
        code: 'ORD 1&2',
        createdAfter: '2024-01-31',
        powerGTE: 5.5,
        freightState: 'SP',
      },
    });
    const [request] = server.received;
    expect(request?.method).toBe('GET');
    expect(request?.headers.authorization).toBe(`Bearer ${token}`);
    expect(request?.headers.accept).toBe('application/json');
    // Parameters in the spec's order, values encoded.
    expect(request?.url).toBe(
      '/api/v2/requests/order/3/20?createdAfter=2024-01-31&code=ORD+1%262&powerGTE=5.5&freightState=SP&removed=true',
    );
  });

  it('reaches the v1 listing and keeps a path prefix of the base address', async () => {
    server = await startTestServer({ reply: () => json(200, []) });
    const client = createUpstreamClient({ baseUrl: `${server.baseUrl}/vendor/`, token });
    await client.listRequests({ ...page, version: 'v1', requestType: 'budget', query: { name: 'Kit' } });
    expect(server.received[0]?.url).toBe('/vendor/api/v1/requests/budget/1/50?name=Kit');
  });

  it('refuses a query with no parameter, sending nothing, because the vendor would answer the change feed', async () => {
    const { server, client } = await vendorAnswering(json(200, []));
    await expect(client.listRequests({ ...page, query: {} })).rejects.toThrow(UpstreamUsageError);
    await expect(client.listRequests({ ...page, query: { createdAfter: undefined } })).rejects.toThrow(
      /at least one query parameter/,
    );
    expect(server.received).toHaveLength(0);
  });

  it('refuses what the contract forbids before sending: a misspelt filter, a page over 50, a bad day', async () => {
    const { server, client } = await vendorAnswering(json(200, []));
    const misspelt = { ...page, query: { createdafter: '2024-01-01', code: 'X' } } as unknown as Parameters<
      typeof client.listRequests
    >[0];
    await expect(client.listRequests(misspelt)).rejects.toThrow(UpstreamUsageError);
    await expect(client.listRequests({ ...page, pageLimit: 51, query: { code: 'X' } })).rejects.toThrow(
      /pageLimit/,
    );
    await expect(client.listRequests({ ...page, query: { createdAfter: '2024-02-30' } })).rejects.toThrow(
      /createdAfter/,
    );
    expect(server.received).toHaveLength(0);
  });

  it('lists everything with the documented wide date filter', async () => {
    const { server, client } = await vendorAnswering(json(200, []));
    await client.listRequests({ ...page, query: LIST_EVERYTHING_QUERY });
    expect(server.received[0]?.url).toBe('/api/v2/requests/order/1/50?createdAfter=2000-01-01');
  });
});

describe('listChangeFeed', () => {
  it('is the only call that sends the listing without any query parameter', async () => {
    const { server, client } = await vendorAnswering(json(200, { data: [fullV2Record], totalItems: 1 }));
    const result = await client.listChangeFeed({
      ...page,
      version: 'v1',
      requestType: 'budget',
      pageLimit: 10,
    });
    expect(server.received[0]?.url).toBe('/api/v1/requests/budget/1/10');
    expect(result.records).toHaveLength(1);
  });

  it('refuses a query rather than dropping it silently', async () => {
    const { server, client } = await vendorAnswering(json(200, []));
    const withQuery = { ...page, query: { code: 'X' } } as unknown as Parameters<
      typeof client.listChangeFeed
    >[0];
    await expect(client.listChangeFeed(withQuery)).rejects.toThrow(UpstreamUsageError);
    expect(server.received).toHaveLength(0);
  });
});

describe('list bodies', () => {
  const query = { code: 'ORD' };

  it('reads the documented envelope with its count', async () => {
    const { client } = await vendorAnswering(
      json(200, { data: [fullV2Record, { code: 'B' }], totalItems: 73 }),
    );
    const result = await client.listRequests({ ...page, query });
    expect(result.records.map((record) => record.code)).toEqual([fullV2Record.code, 'B']);
    expect(result.totalItems).toBe(73);
    expect(result.unreadable).toEqual([]);
    expect(result.status).toBe(200);
    expect(result.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('reads a bare array, a single record and an envelope holding one object', async () => {
    const bodies: Record<string, unknown> = {
      '/api/v2/requests/order/1/50?code=array': [{ code: 'A1' }, { code: 'A2' }],
      '/api/v2/requests/order/1/50?code=single': { code: 'S1', name: 'One' },
      '/api/v2/requests/order/1/50?code=envelope': { data: { code: 'E1' } },
    };
    const { client } = await vendorAnswering((url) => json(200, bodies[url]));
    const codes = async (code: string) =>
      (await client.listRequests({ ...page, query: { code } })).records.map((record) => record.code);
    expect(await codes('array')).toEqual(['A1', 'A2']);
    expect(await codes('single')).toEqual(['S1']);
    expect(await codes('envelope')).toEqual(['E1']);
  });

  it('reads 204, an empty 200 and a null body as no records', async () => {
    const replies: Record<string, Reply> = {
      '/api/v2/requests/order/1/50?code=204': { status: 204 },
      '/api/v2/requests/order/1/50?code=empty': { status: 200, body: '' },
      '/api/v2/requests/order/1/50?code=null': { status: 200, body: 'null' },
    };
    const { client } = await vendorAnswering((url) => replies[url] ?? { status: 500 });
    for (const code of ['204', 'empty', 'null']) {
      const result = await client.listRequests({ ...page, query: { code } });
      expect(result.records).toEqual([]);
      expect(result.totalItems).toBeUndefined();
    }
    expect((await client.listRequests({ ...page, query: { code: '204' } })).status).toBe(204);
  });

  it('keeps a record whose field surprises us and reports the field, and leaves out a non-record', async () => {
    const { client } = await vendorAnswering(
      json(200, {
        data: [{ code: 'A', totalPower: 'lots', payment: { status: 'weird' } }, 7],
        totalItems: 2,
      }),
    );
    const result = await client.listRequests({ ...page, query });
    // An unknown status is kept as received (ADR 005); a wrong type and a non-record are reported.
    expect(result.records).toEqual([{ code: 'A', payment: { status: 'weird' } }]);
    expect(result.unreadable.map((field) => field.path).sort()).toEqual(['[0].totalPower', '[1]']);
  });

  it('fails with UpstreamUnreadableBody on malformed JSON or a body that is no listing, quoting only a little', async () => {
    const long = `{"data": [${'x'.repeat(5_000)}`;
    const replies: Record<string, Reply> = {
      '/api/v2/requests/order/1/50?code=broken': { status: 200, body: long },
      '/api/v2/requests/order/1/50?code=number': { status: 200, body: '42' },
      '/api/v2/requests/order/1/50?code=html': { status: 200, body: '<html>maintenance</html>' },
    };
    const { client } = await vendorAnswering((url) => replies[url] ?? { status: 500 });
    for (const code of ['broken', 'number', 'html']) {
      const error = await client
        .listRequests({ ...page, query: { code } })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(UpstreamUnreadableBody);
      expect((error as UpstreamUnreadableBody).status).toBe(200);
      expect((error as Error).message.length).toBeLessThan(400);
    }
  });
});

describe('vendor answers map to typed errors', () => {
  async function failure(reply: Reply, call: 'list' | 'write' = 'list') {
    const { client } = await vendorAnswering(reply);
    const promise =
      call === 'list'
        ? client.listRequests({ ...page, query: { code: 'X' } })
        : client.updateResponsible('ORD-1', 'ana@example.com');
    return promise.then(
      () => {
        throw new Error('expected the call to fail');
      },
      (error: unknown) => error as Error & { status?: number },
    );
  }

  it('401 is unauthorised, and on the listing also says the function may be unavailable', async () => {
    const listing = await failure({ status: 401, body: '{"message":"Unauthorized"}' });
    expect(listing).toBeInstanceOf(UpstreamUnauthorized);
    expect(listing.message).toMatch(/listing is unavailable/);
    await server?.close();
    const write = await failure({ status: 401 }, 'write');
    expect(write).toBeInstanceOf(UpstreamUnauthorized);
    expect(write.message).not.toMatch(/listing/);
  });

  it('404 is not found', async () => {
    const error = await failure({ status: 404, body: '{"error":"notFound"}' });
    expect(error).toBeInstanceOf(UpstreamNotFound);
    expect(error.status).toBe(404);
  });

  it.each([
    ['a JSON body naming hardLimit', '{"error":"hardLimit","message":"Too many requests"}', 'hardLimit'],
    ['a text body naming timeLimit', 'Processing time limit reached (timeLimit)', 'timeLimit'],
    ['a body naming no cause', '<html>429</html>', undefined],
    ['no body', '', undefined],
  ])('429 with %s is rate-limited with the cause it names', async (_, body, cause) => {
    const error = await failure({ status: 429, body });
    expect(error).toBeInstanceOf(UpstreamRateLimited);
    const limited = error as UpstreamRateLimited;
    expect(limited.cause).toBe(cause);
    expect(limited.isRateLimited).toBe(true);
    expect(limited.status).toBe(429);
    expect(limited.kind).toBe('rate-limited');
  });

  it('5xx is unavailable', async () => {
    for (const status of [500, 503]) {
      const error = await failure({ status, body: 'Internal error' });
      expect(error).toBeInstanceOf(UpstreamUnavailable);
      expect(error.status).toBe(status);
      await server?.close();
    }
  });

  it('another 4xx is rejected with a short summary of what the vendor said', async () => {
    const error = await failure({
      status: 400,
      body: JSON.stringify({
        error: 'badRequest',
        message: `requestType must be order or budget ${'!'.repeat(500)}`,
      }),
    });
    expect(error).toBeInstanceOf(UpstreamRejected);
    const rejected = error as UpstreamRejected;
    expect(rejected.summary).toMatch(
      /^\{"error":"badRequest","message":"requestType must be order or budget/,
    );
    expect(rejected.summary.length).toBeLessThanOrEqual(161);
  });

  it('a redirect is not followed, so the token never travels to another address', async () => {
    const error = await failure({ status: 302, headers: { location: 'http://127.0.0.1:1/elsewhere' } });
    expect(error).toBeInstanceOf(UpstreamUnavailable);
    expect(server?.received).toHaveLength(1);
  });

  it('errors carry the operation and the duration of the call', async () => {
    const error = (await failure({ status: 404 }, 'write')) as UpstreamNotFound;
    expect(error.operation).toBe('updateResponsible');
    expect(error.durationMs).toBeGreaterThanOrEqual(0);
    expect(error.message).toContain('PUT /api/v1/request/ORD-1/responsible');
  });
});

describe('reportStatus, for the governor', () => {
  it('is told the status once, and a 429 with its cause', async () => {
    const reports: [number, string | undefined][] = [];
    const reportStatus = (status: number, detail?: string) => reports.push([status, detail]);
    const { client } = await vendorAnswering((url) =>
      url.includes('code=limit') ? json(429, { error: 'timeLimit' }) : json(200, []),
    );
    await client.listRequests({ ...page, query: { code: 'ok' } }, { reportStatus });
    await client.listRequests({ ...page, query: { code: 'limit' } }, { reportStatus }).catch(() => undefined);
    expect(reports).toEqual([
      [200, undefined],
      [429, 'timeLimit'],
    ]);
  });
});

describe('a stated processing time', () => {
  it('is passed on when the answer states one, and ignored when it is absent or not a number', async () => {
    const stated: number[] = [];
    const reportProcessing = (milliseconds: number) => stated.push(milliseconds);
    const stating: Record<string, Record<string, string>> = {
      stated: { 'x-processing-ms': '105.5' },
      bad: { 'x-processing-ms': 'soon' },
    };
    const { client } = await vendorAnswering((url) => ({
      status: 200,
      body: '[]',
      headers: stating[new URL(url, 'http://vendor').searchParams.get('code') ?? ''] ?? {},
    }));
    for (const code of ['stated', 'bad', 'none']) {
      await client.listRequests({ ...page, query: { code } }, { reportProcessing });
    }
    expect(stated).toEqual([105.5]);
  });
});

describe('statuses', () => {
  it('reads the array of statuses tolerantly, and 204 as none', async () => {
    const { server, client } = await vendorAnswering((url) =>
      url.includes('budget')
        ? { status: 204 }
        : json(200, [
            { id: '1', name: 'Novo', sequence: 1, type: 'order' },
            { id: '2', name: 'Pago', sequence: 'second', type: 'order' },
          ]),
    );
    const orders = await client.listStatuses('order');
    expect(server.received[0]?.url).toBe('/api/v1/request/order/statuses');
    expect(orders.statuses).toEqual([
      { id: '1', name: 'Novo', sequence: 1, type: 'order' },
      { id: '2', name: 'Pago', type: 'order' },
    ]);
    expect(orders.unreadable.map((field) => field.path)).toEqual(['[1].sequence']);
    expect((await client.listStatuses('budget')).statuses).toEqual([]);
    await expect(client.listStatuses('invoice' as 'order')).rejects.toThrow(UpstreamUsageError);
  });
});

describe('updateResponsible', () => {
  it('PUTs the e-mail as JSON and returns the envelope', async () => {
    const { server, client } = await vendorAnswering(json(200, { success: true }));
    const result = await client.updateResponsible('ORD/2024 1', 'ana@example.com');
    const [request] = server.received;
    expect(request?.method).toBe('PUT');
    expect(request?.url).toBe('/api/v1/request/ORD%2F2024%201/responsible');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body.toString() ?? '')).toEqual({ email: 'ana@example.com' });
    expect(result.response).toEqual({ success: true });
  });

  it('turns `success: false` into a rejection, and refuses a bad e-mail or an empty code unsent', async () => {
    const { server, client } = await vendorAnswering(json(200, { success: false }));
    await expect(client.updateResponsible('ORD-1', 'ana@example.com')).rejects.toThrow(UpstreamRejected);
    await expect(client.updateResponsible('ORD-1', 'not-an-email')).rejects.toThrow(UpstreamUsageError);
    await expect(client.updateResponsible('  ', 'ana@example.com')).rejects.toThrow(UpstreamUsageError);
    expect(server.received).toHaveLength(1);
  });

  it('reads a 200 with no body as accepted, and one that is not JSON as unreadable', async () => {
    const { client } = await vendorAnswering((url) =>
      url.includes('EMPTY') ? { status: 200 } : { status: 200, body: 'OK!' },
    );
    expect((await client.updateResponsible('EMPTY', 'ana@example.com')).response).toEqual({});
    await expect(client.updateResponsible('TEXT', 'ana@example.com')).rejects.toThrow(UpstreamUnreadableBody);
  });
});

describe('payment records', () => {
  it('GETs a payment record tolerantly', async () => {
    const { server, client } = await vendorAnswering(
      json(200, { id: 'p1', status: 'partial', type: 'bitcoin', description: 'Entrada' }),
    );
    const result = await client.getPaymentRecord('p1');
    expect(server.received[0]?.url).toBe('/api/v2/payments/p1');
    expect(result.record).toEqual({ id: 'p1', status: 'partial', type: 'bitcoin', description: 'Entrada' });
    expect(result.unreadable).toEqual([]);
  });

  it('PUTs status and condition as JSON, only with a writable status', async () => {
    const { server, client } = await vendorAnswering(json(200, { data: { success: true }, error: null }));
    const result = await client.updatePaymentRecord('p 1', { status: 'received', condition: '10x' });
    const [request] = server.received;
    expect(request?.method).toBe('PUT');
    expect(request?.url).toBe('/api/v2/payments/p%201');
    expect(JSON.parse(request?.body.toString() ?? '')).toEqual({ status: 'received', condition: '10x' });
    // `error: null` reads as absent, like every null.
    expect(result.response).toEqual({ data: { success: true } });
    const partial = { status: 'partial' } as unknown as Parameters<typeof client.updatePaymentRecord>[1];
    await expect(client.updatePaymentRecord('p1', partial)).rejects.toThrow(UpstreamUsageError);
    await expect(client.updatePaymentRecord('p1', {})).rejects.toThrow(/status, condition or both/);
    expect(server.received).toHaveLength(1);
  });

  it('DELETEs a payment record, and a refusal in the envelope is an error', async () => {
    const { server, client } = await vendorAnswering((url) =>
      url.endsWith('/gone')
        ? json(200, { data: { success: false }, error: { code: 'paymentNotFound', message: 'No payment' } })
        : json(200, { data: { success: true }, error: null }),
    );
    const removed = await client.deletePaymentRecord('p1');
    expect(server.received[0]?.method).toBe('DELETE');
    expect(removed.response.data?.success).toBe(true);
    const error = await client.deletePaymentRecord('gone').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UpstreamRejected);
    expect((error as UpstreamRejected).summary).toContain('paymentNotFound');
  });

  it('a 404 for an unknown payment is not found', async () => {
    const { client } = await vendorAnswering(json(404, { error: 'paymentNotFound' }));
    await expect(client.getPaymentRecord('nope')).rejects.toThrow(UpstreamNotFound);
  });
});

describe('createUpstreamClient', () => {
  it('refuses a base address with credentials or a query, and a token that could break the header', () => {
    expect(() => createUpstreamClient({ baseUrl: 'ftp://vendor', token })).toThrow(UpstreamUsageError);
    expect(() => createUpstreamClient({ baseUrl: 'https://user:pw@vendor.example', token })).toThrow(
      /credentials/,
    );
    expect(() => createUpstreamClient({ baseUrl: 'https://vendor.example/?a=1', token })).toThrow(/query/);
    expect(() =>
      createUpstreamClient({ baseUrl: 'https://vendor.example', token: 'a\r\nX-Evil: 1' }),
    ).toThrow(/control characters/);
    expect(() => createUpstreamClient({ baseUrl: 'https://vendor.example', token: '' })).toThrow(/empty/);
  });
});
