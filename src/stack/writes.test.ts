import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { problemDocument } from '../contract/api/problem';
import { UPLOAD_LIMITS } from '../contract/api/uploads';
import { writeOutcome } from '../contract/api/writes';
import { documents, type FormFile, multipartBody, readMultipart } from '../bff/writes/testing/documents';
import { mirrorVersion } from './testing/mirrorVersion';
import {
  type Harness,
  type RecordedRequest,
  startHarness,
  startRecordingProxy,
} from './testing/stackHarness';

interface SandboxState {
  collaborators: Array<{ email: string }>;
  paymentConditions: Array<{ name: string }>;
}
interface SandboxRecord {
  paymentId?: string;
  record: {
    responsible?: { email?: string };
    payment?: {
      status?: string;
      type?: string;
      description?: string;
      condition?: { name?: string };
      files?: Array<{ originalName?: string }>;
    };
  };
}

/**
 * Every write through Painel's HTTP API, against the real sandbox over HTTP: what reaches the
 * vendor (recorded byte for byte by a proxy in between), what the vendor then holds, and that
 * every kind of bad input is refused with a clear problem while nothing at all goes upstream.
 */
describe('writes through the whole stack', () => {
  let h: Harness;
  let proxy: Awaited<ReturnType<typeof startRecordingProxy>>;
  let sandboxUrl = '';
  let staff: Record<string, string>;
  let state: SandboxState;
  let codes: string[];

  beforeAll(async () => {
    proxy = await startRecordingProxy(() => sandboxUrl);
    h = await startHarness({
      upstreamUrl: (url) => {
        sandboxUrl = url;
        return proxy.url;
      },
    });
    staff = await h.signIn('sales', 'finance');
    state = await h.control<SandboxState>('GET', '/state');
    codes = h.stack.sandbox.sandbox.store.rows.order.filter((row) => !row.removed).map((row) => row.code);
  });
  afterAll(async () => {
    await h.close();
    await proxy.close();
  });
  beforeEach(() => {
    proxy.received.length = 0;
  });

  const painel = async (
    method: string,
    path: string,
    init: { json?: unknown; form?: Awaited<ReturnType<typeof multipartBody>> } = {},
  ) => {
    const headers: Record<string, string> = { ...staff, ...(init.form?.headers ?? {}) };
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${h.backend.url}${path}`, {
      method,
      headers,
      body: init.form ? init.form.payload : init.json === undefined ? undefined : JSON.stringify(init.json),
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body: text ? (JSON.parse(text) as unknown) : null,
    };
  };
  const record = (code: string) => h.control<SandboxRecord>('GET', `/records/${code}`);
  const only = (): RecordedRequest => {
    expect(proxy.received).toHaveLength(1);
    const [call] = proxy.received;
    if (!call) throw new Error('no call');
    return call;
  };

  it('changes the responsible: exactly {email} reaches the vendor, which then holds it', async () => {
    const code = codes[0] ?? '';
    const email = state.collaborators[3]?.email ?? '';
    const baseVersion = await mirrorVersion(h.backend.url, staff, 'order', code);
    const response = await painel('PUT', `/api/requests/order/${code}/responsible`, {
      json: { email, baseVersion },
    });
    expect(response.status).toBe(200);
    expect(writeOutcome.parse(response.body)).toMatchObject({ kind: 'responsible', changed: { email } });
    const call = only();
    expect(`${call.method} ${call.url}`).toBe(`PUT /api/v1/request/${code}/responsible`);
    expect(call.headers['content-type']).toBe('application/json');
    expect(JSON.parse(call.body.toString())).toEqual({ email });
    expect((await record(code)).record.responsible?.email).toBe(email);
  });

  it('updates a payment: exactly the fields and the files reach the vendor, typed by content', async () => {
    const code = codes[1] ?? '';
    const condition = state.paymentConditions[1]?.name ?? '';
    const pdf = documents.pdf(200_000);
    const png = documents.png(50_000);
    const fields = { status: 'received', type: 'pix', condition, description: 'Comprovante do PIX anexo' };
    const baseVersion = String(await mirrorVersion(h.backend.url, staff, 'order', code));
    const form = await multipartBody({ ...fields, baseVersion }, [
      { name: 'Comprovante março.pdf', bytes: pdf, type: 'application/x-msdownload' },
      { name: 'foto-do-boleto.png', bytes: png },
    ]);
    const response = await painel('PUT', `/api/requests/order/${code}/payment`, { form });
    expect(response.status).toBe(200);
    expect(writeOutcome.parse(response.body).attachments).toEqual([
      { name: 'Comprovante março.pdf', size: 200_000, mediaType: 'application/pdf' },
      { name: 'foto-do-boleto.png', size: 50_000, mediaType: 'image/png' },
    ]);

    const call = only();
    expect(`${call.method} ${call.url}`).toBe(`PUT /api/v2/request/${code}/updatePayment`);
    expect(Number(call.headers['content-length'])).toBe(call.body.length);
    const sent = await readMultipart(call.body, String(call.headers['content-type']));
    expect(sent.fields).toEqual(fields);
    expect(
      sent.files.map(({ field, name, type, bytes }) => ({ field, name, type, size: bytes.length })),
    ).toEqual([
      { field: 'attachments', name: 'Comprovante março.pdf', type: 'application/pdf', size: 200_000 },
      { field: 'attachments', name: 'foto-do-boleto.png', type: 'image/png', size: 50_000 },
    ]);
    expect(sent.files[0]?.bytes.equals(pdf)).toBe(true);
    expect(sent.files[1]?.bytes.equals(png)).toBe(true);

    const payment = (await record(code)).record.payment;
    expect(payment).toMatchObject({ status: 'received', type: 'pix', description: fields.description });
    expect(payment?.condition?.name).toBe(condition);
    expect(payment?.files?.map((file) => file.originalName)).toEqual(
      expect.arrayContaining(['Comprovante março.pdf', 'foto-do-boleto.png']),
    );
  });

  it('reads, updates and deletes a payment record by its id', async () => {
    const code = codes[2] ?? '';
    const paymentId = (await record(code)).paymentId ?? '';
    expect(paymentId).not.toBe('');

    const read = await painel('GET', `/api/payments/${paymentId}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ paymentId, record: { id: paymentId }, unreadable: [] });

    const updated = await painel('PUT', `/api/payments/${paymentId}`, { json: { status: 'cancelled' } });
    expect(updated.status).toBe(200);
    expect((await record(code)).record.payment?.status).toBe('cancelled');

    const removed = await painel('DELETE', `/api/payments/${paymentId}`);
    expect(removed.status).toBe(200);
    expect((await record(code)).record.payment).toBeUndefined();
    expect(proxy.received.map((call) => `${call.method} ${call.url} ${call.body.toString()}`)).toEqual([
      `GET /api/v2/payments/${paymentId} `,
      `PUT /api/v2/payments/${paymentId} {"status":"cancelled"}`,
      `DELETE /api/v2/payments/${paymentId} `,
    ]);

    const gone = await painel('GET', `/api/payments/${paymentId}`);
    expect(gone.status).toBe(404);
    expect(problemDocument.parse(gone.body).code).toBe('payment_not_found');
  });

  describe('refuses bad input with a clear problem, sending nothing upstream', () => {
    const pdf = (name: string, size = 1000): FormFile => ({ name, bytes: documents.pdf(size) });
    const cases: Array<{
      what: string;
      send: () => Promise<{ status: number; body: unknown }>;
      status: number;
      code: string;
      detail: RegExp;
    }> = [
      {
        what: 'six files',
        send: async () =>
          painel('PUT', `/api/requests/order/${codes[3]}/payment`, {
            form: await multipartBody(
              {},
              [1, 2, 3, 4, 5, 6].map((n) => pdf(`doc-${n}.pdf`)),
            ),
          }),
        status: 413,
        code: 'too_many_files',
        detail: /at most 5 files/,
      },
      {
        what: 'an oversized file',
        send: async () =>
          painel('PUT', `/api/requests/order/${codes[3]}/payment`, {
            form: await multipartBody({ status: 'received' }, [
              pdf('scan-600dpi.pdf', UPLOAD_LIMITS.maxFileBytes + 1),
            ]),
          }),
        status: 413,
        code: 'file_too_large',
        detail: /"scan-600dpi\.pdf" is larger than 10 MiB/,
      },
      {
        what: 'a disguised executable',
        send: async () =>
          painel('PUT', `/api/requests/order/${codes[3]}/payment`, {
            form: await multipartBody({}, [
              { name: 'boleto.pdf', bytes: documents.windowsProgram(), type: 'application/pdf' },
            ]),
          }),
        status: 415,
        code: 'unsupported_file_type',
        detail: /"boleto\.pdf" is a Windows program/,
      },
      {
        what: 'a path in a file name',
        send: async () =>
          painel('PUT', `/api/requests/order/${codes[3]}/payment`, {
            form: await multipartBody({}, [pdf('../../../var/www/recibo.pdf')]),
          }),
        status: 400,
        code: 'unsafe_file_name',
        detail: /contains a folder path/,
      },
      {
        what: 'an unknown status',
        send: async () =>
          painel('PUT', `/api/requests/order/${codes[3]}/payment`, {
            form: await multipartBody({ status: 'pago' }, [pdf('recibo.pdf')]),
          }),
        status: 400,
        code: 'invalid_input',
        detail: /status must be one of notRequested, requested, received, cancelled/,
      },
      {
        what: 'an unknown status on a payment record',
        send: () => painel('PUT', '/api/payments/65f000000000000000000000', { json: { status: 'partial' } }),
        status: 400,
        code: 'invalid_input',
        detail: /status must be one of/,
      },
      {
        what: 'a malformed e-mail',
        send: () =>
          painel('PUT', `/api/requests/budget/${codes[3]}/responsible`, {
            json: { email: 'joao.silva@empresa' },
          }),
        status: 400,
        code: 'invalid_input',
        detail: /email must be an e-mail address/,
      },
    ];

    it.each(cases)('$what', async ({ send, status, code, detail }) => {
      const before = await h.lastCallId();
      const response = await send();
      expect(response.status).toBe(status);
      const problem = problemDocument.parse(response.body);
      expect(problem.code).toBe(code);
      expect(problem.detail).toMatch(detail);
      expect(proxy.received).toHaveLength(0);
      expect(await h.calls(before)).toEqual([]);
    });
  });
});
