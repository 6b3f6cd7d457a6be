import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { ApiError } from '../fetchJson';
import { detailOf, v2Record } from '../testing/detailFixtures';
import { requestDetailQuery, requestDetailUrl } from './getRequestDetail';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('requestDetailQuery', () => {
  it('is keyed under the type, so invalidating a type refreshes its open details too', () => {
    expect(requestDetailQuery('budget', 'BUD-1').queryKey).toEqual(['requests', 'budget', 'detail', 'BUD-1']);
  });

  it('escapes a code that holds URL syntax, so it cannot reach another path', () => {
    expect(requestDetailUrl('order', 'ORD/1 #2?x=../')).toBe(
      '/api/requests/order/ORD%2F1%20%232%3Fx%3D..%2F',
    );
  });

  it('fetches the detail and checks it against the contract', async () => {
    let path = '';
    server.use(
      http.get('*/api/requests/order/:code', ({ request }) => {
        path = new URL(request.url).pathname;
        return HttpResponse.json(detailOf(v2Record));
      }),
    );
    const detail = await client().fetchQuery(requestDetailQuery('order', 'ORD/1'));
    expect(path).toBe('/api/requests/order/ORD%2F1');
    expect(detail.record.payment?.status).toBe('partial');
  });

  it('fails with the problem for a 404, and with a ZodError for a body of the wrong shape', async () => {
    server.use(
      http.get('*/api/requests/order/MISSING', () =>
        HttpResponse.json(
          { status: 404, code: 'request_not_found', detail: 'Not mirrored.' },
          { status: 404 },
        ),
      ),
      http.get('*/api/requests/order/ODD', () => HttpResponse.json({ summary: {}, record: [] })),
    );
    const missing = client().fetchQuery(requestDetailQuery('order', 'MISSING'));
    await expect(missing).rejects.toBeInstanceOf(ApiError);
    await expect(missing).rejects.toMatchObject({ status: 404, code: 'request_not_found' });
    await expect(client().fetchQuery(requestDetailQuery('order', 'ODD'))).rejects.toBeInstanceOf(ZodError);
  });
});
