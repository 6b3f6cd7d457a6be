import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './fetchJson';
import { sendCommand, sendJson } from './sendJson';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('sendJson', () => {
  it('sends JSON with the anti-forgery header and checks the answer', async () => {
    let seen: { csrf: string | null; type: string | null; body: unknown } | undefined;
    server.use(
      http.post('*/api/things', async ({ request }) => {
        seen = {
          csrf: request.headers.get('x-csrf'),
          type: request.headers.get('content-type'),
          body: await request.json(),
        };
        return HttpResponse.json({ ok: true });
      }),
    );
    const answer = await sendJson('/api/things', {
      method: 'POST',
      body: { a: 1 },
      schema: z.object({ ok: z.boolean() }),
    });
    expect(answer).toEqual({ ok: true });
    expect(seen).toEqual({ csrf: '1', type: 'application/json', body: { a: 1 } });
  });

  it('accepts a 204 for a command', async () => {
    server.use(http.delete('*/api/things', () => new HttpResponse(null, { status: 204 })));
    await expect(sendCommand('/api/things', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('turns a problem document into an ApiError with its code and detail', async () => {
    server.use(
      http.post('*/api/things', () =>
        HttpResponse.json(
          { status: 429, code: 'login_throttled', detail: 'Tente às 14:05.' },
          { status: 429 },
        ),
      ),
    );
    const error = await sendCommand('/api/things', { method: 'POST' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: 'login_throttled', message: 'Tente às 14:05.' });
  });

  it('sends extra headers such as an Idempotency-Key beside the anti-forgery header', async () => {
    let seen: { key: string | null; csrf: string | null } | undefined;
    server.use(
      http.put('*/api/things', ({ request }) => {
        seen = { key: request.headers.get('idempotency-key'), csrf: request.headers.get('x-csrf') };
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await sendCommand('/api/things', { method: 'PUT', headers: { 'idempotency-key': 'key-12345678' } });
    expect(seen).toEqual({ key: 'key-12345678', csrf: '1' });
  });

  it('keeps the retry time and the refused fields of a problem document', async () => {
    server.use(
      http.put('*/api/things', () =>
        HttpResponse.json(
          {
            status: 503,
            code: 'vendor_budget_exhausted',
            detail: 'Fits again at 14:05 UTC.',
            retryAt: '2030-01-01T14:05:00.000Z',
            errors: [{ path: 'email', message: 'must be an e-mail address' }],
          },
          { status: 503 },
        ),
      ),
    );
    const error = await sendCommand('/api/things', { method: 'PUT' }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      retryAt: '2030-01-01T14:05:00.000Z',
      fieldErrors: [{ path: 'email', message: 'must be an e-mail address' }],
    });
  });

  it('names the status when the refusal has no problem body', async () => {
    server.use(
      http.post('*/api/things', () => new HttpResponse('<html>bad gateway</html>', { status: 502 })),
    );
    await expect(sendCommand('/api/things', { method: 'POST' })).rejects.toMatchObject({
      status: 502,
      code: 'http_502',
    });
  });
});
