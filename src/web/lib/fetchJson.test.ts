import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, fetchJson } from './fetchJson';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('fetchJson', () => {
  it('checks the answer against the schema', async () => {
    server.use(http.get('*/api/things', () => HttpResponse.json({ count: 3 })));
    await expect(fetchJson('/api/things', z.object({ count: z.number() }))).resolves.toEqual({ count: 3 });
  });

  it('reads a refusal as a write does: code, detail and when the call will fit', async () => {
    server.use(
      http.get('*/api/things', () =>
        HttpResponse.json(
          {
            type: 'about:blank',
            title: 'Budget',
            status: 429,
            code: 'upstream_budget',
            detail: 'O limite do fornecedor foi atingido.',
            retryAt: '2026-11-26T10:00:00.000Z',
          },
          { status: 429, headers: { 'content-type': 'application/problem+json' } },
        ),
      ),
    );
    const error = await fetchJson('/api/things', z.unknown()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      code: 'upstream_budget',
      message: 'O limite do fornecedor foi atingido.',
      retryAt: '2026-11-26T10:00:00.000Z',
    });
  });

  it('names the status when the refusal is not a problem document', async () => {
    server.use(http.get('*/api/things', () => new HttpResponse('gateway down', { status: 502 })));
    await expect(fetchJson('/api/things', z.unknown())).rejects.toMatchObject({
      status: 502,
      code: 'http_502',
    });
  });
});
