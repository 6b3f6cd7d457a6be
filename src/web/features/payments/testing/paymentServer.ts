import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { fillJsdomGaps } from './jsdomGaps';
import { useNodeFormData } from './nodeFiles';
import { outcome } from './paymentFixtures';

/** One payment update as the server received it: text fields, files as name:size, and headers. */
export interface ReceivedUpdate {
  fields: Record<string, string>;
  files: string[];
  csrf: string | null;
  key: string | null;
}

/**
 * The mock server the payment form's tests share, started around the file's tests. Forms are
 * Node's (see nodeFiles), so the files the form sends reach the handler intact.
 */
export function startPaymentServer() {
  const server = setupServer();
  beforeAll(async () => {
    fillJsdomGaps();
    server.listen({ onUnhandledRequest: 'error' });
    await useNodeFormData();
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => {
    server.close();
    vi.unstubAllGlobals();
  });

  /** Records every payment update of a request, answering the n-th (from 1) with `answer(n)`. */
  function recordUpdates(
    answer: (call: number) => Response | Promise<Response> = () => HttpResponse.json(outcome()),
  ): ReceivedUpdate[] {
    const received: ReceivedUpdate[] = [];
    server.use(
      http.put('*/api/requests/order/:code/payment', async ({ request }) => {
        const form = await request.formData();
        const fields: Record<string, string> = {};
        const files: string[] = [];
        for (const [name, value] of form) {
          if (typeof value === 'string') fields[name] = value;
          else files.push(`${name}:${value.name}:${value.size}`);
        }
        received.push({
          fields,
          files,
          csrf: request.headers.get('x-csrf'),
          key: request.headers.get('idempotency-key'),
        });
        return answer(received.length);
      }),
    );
    return received;
  }

  return { server, recordUpdates };
}
