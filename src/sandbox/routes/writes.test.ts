import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  payment,
  paymentRecordPath,
  readTolerant,
  readRequestRecord,
  requestStatus,
  statusesPath,
  updatePaymentResponse,
  updateRequestPaymentPath,
  updateResponsiblePath,
} from '../../contract/upstream/index';
import type { RequestRow } from '../data/requestRow';
import { type Harness, startHarness } from '../testing/harness';

describe('the write operations and statuses over HTTP', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ limits: { callsPerHour: 1_000_000, processingMsPerHour: 1e12 } });
  });
  afterAll(() => h.close());

  const liveOrder = (index: number) =>
    h.sandbox.store.rows.order.filter((row) => !row.removed)[index] as RequestRow;
  const record = (row: RequestRow) => h.sandbox.store.record(row);
  const putJson = (path: string, body: unknown) =>
    h.api(path, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const form = (fields: Record<string, string>, files: Array<[string, string]> = []) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.append(key, value);
    for (const [name, content] of files)
      data.append('attachments', new Blob([content], { type: 'application/pdf' }), name);
    return data;
  };
  const updatePayment = (code: string, body: FormData) =>
    h.api(updateRequestPaymentPath(code), { method: 'PUT', body });

  it('lists each type of status ordered by sequence', async () => {
    for (const type of ['order', 'budget'] as const) {
      const response = await h.api(statusesPath(type));
      expect(response.status).toBe(200);
      const statuses = ((await response.json()) as unknown[]).map((raw) => requestStatus.parse(raw));
      expect(statuses.length).toBeGreaterThan(3);
      expect(statuses.map((status) => status.sequence)).toEqual(
        [...statuses.map((status) => status.sequence)].sort((a = 0, b = 0) => a - b),
      );
      expect(statuses.every((status) => status.type === type)).toBe(true);
    }
    expect((await h.api('/api/v1/request/quote/statuses')).status).toBe(400);
  });

  it('changes the responsible to a known collaborator, and refuses unknown codes and e-mails', async () => {
    const row = liveOrder(0);
    const other = h.sandbox.store.world.collaborators.find((person) => person.email !== row.responsibleEmail);
    const before = row.lastUpdate;
    await h.sandbox.clock.advance(5_000);
    const ok = await putJson(updateResponsiblePath(row.code), { email: other?.email.toUpperCase() });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ success: true });
    expect(record(row).responsible?.email).toBe(other?.email);
    expect(row.lastUpdate).toBeGreaterThan(before);

    const unknownEmail = await putJson(updateResponsiblePath(row.code), { email: 'nobody@example.com' });
    expect(unknownEmail.status).toBe(404);
    expect(await unknownEmail.json()).toMatchObject({ success: false, error: 'collaboratorNotFound' });
    const unknownCode = await putJson(updateResponsiblePath('999999999'), { email: other?.email });
    expect(unknownCode.status).toBe(404);
    expect(await unknownCode.json()).toMatchObject({ success: false, error: 'requestNotFound' });
    const noEmail = await putJson(updateResponsiblePath(row.code), {});
    expect(noEmail.status).toBe(400);
  });

  it('updates status, type, condition and description of a request payment from a multipart form', async () => {
    const row = liveOrder(1);
    const response = await updatePayment(
      row.code,
      form({
        status: 'pagamento recebido',
        type: 'pix',
        condition: 'à vista no pix (5% de desconto)',
        description: 'Pago',
      }),
    );
    expect(response.status).toBe(200);
    expect(updatePaymentResponse.parse(await response.json())).toEqual({
      data: { success: true },
      error: null,
    });
    const payment = record(row).payment;
    expect(payment).toMatchObject({ status: 'received', type: 'pix', description: 'Pago' });
    expect(payment?.condition).toMatchObject({
      name: 'À vista no PIX (5% de desconto)',
      conditionType: 'decrease',
      value: 5,
    });
    expect(payment?.paidAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    const finalValue = record(row).finalValue ?? 0;
    expect(record(row).differenceWithPaymentConditionApplied).toBeCloseTo(
      -Math.round(finalValue * 5) / 100,
      2,
    );

    const bad = await updatePayment(row.code, form({ status: 'partial' }));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ data: { success: false } });
    expect((await updatePayment(row.code, form({ type: 'cheque' }))).status).toBe(400);
    expect((await updatePayment(row.code, form({}))).status).toBe(400);
    expect((await updatePayment('999999999', form({ status: 'requested' }))).status).toBe(404);
    const json = await putJson(updateRequestPaymentPath(row.code), { status: 'requested' });
    expect(json.status).toBe(415);
  });

  it('keeps up to 5 attachments, replaces a file sent with an existing name, and refuses more than 5', async () => {
    const row = liveOrder(2);
    // Start from a payment without files, whatever the generator gave it.
    h.sandbox.store.change(row, h.sandbox.clock.now(), (full) => {
      if (full.record.payment) full.record.payment.files = [];
    });
    const files = (names: string[]) => names.map((name): [string, string] => [name, `content of ${name}`]);
    expect((await updatePayment(row.code, form({}, files(['a.pdf', 'b.pdf', 'c.pdf'])))).status).toBe(200);
    expect(record(row).payment?.files?.map((file) => file.originalName)).toEqual(['a.pdf', 'b.pdf', 'c.pdf']);
    expect((await updatePayment(row.code, form({}, files(['b.pdf', 'd.pdf'])))).status).toBe(200);
    expect(
      record(row)
        .payment?.files?.map((file) => file.originalName)
        .sort(),
    ).toEqual(['a.pdf', 'b.pdf', 'c.pdf', 'd.pdf']);

    const six = await updatePayment(
      row.code,
      form({}, files(['1.pdf', '2.pdf', '3.pdf', '4.pdf', '5.pdf', '6.pdf'])),
    );
    expect(six.status).toBe(400);
    expect(await six.json()).toMatchObject({
      data: { success: false },
      error: { code: 'tooManyAttachments' },
    });
    const overflow = await updatePayment(row.code, form({}, files(['e.pdf', 'f.pdf'])));
    expect(overflow.status).toBe(400);
    expect(record(row).payment?.files).toHaveLength(4);

    const call = h.sandbox.calls.entries.at(-3);
    expect(call?.costMs).toBeGreaterThan(h.sandbox.costModel.baseMs);
  });

  it('reads, updates and deletes a payment record through the ids of payment.links', async () => {
    const row = liveOrder(3);
    const links = record(row).payment?.links ?? [];
    expect(links.map((link) => link.method).sort()).toEqual(['DELETE', 'GET', 'PUT']);
    const id = links[0]?.id ?? '';
    expect(links.every((link) => link.id === id && link.path === paymentRecordPath(id))).toBe(true);

    const read = await h.api(paymentRecordPath(id));
    expect(read.status).toBe(200);
    const paymentBody = (await read.json()) as unknown;
    expect(paymentBody).toMatchObject({ id, status: record(row).payment?.status });
    expect(readTolerant(payment, paymentBody, {}).unreadable).toEqual([]);

    const put = await putJson(paymentRecordPath(id), { status: 'cancelled', condition: 'Boleto à vista' });
    expect(put.status).toBe(200);
    expect(await put.json()).toEqual({ data: { success: true }, error: null });
    expect(record(row).payment).toMatchObject({ status: 'cancelled', condition: { name: 'Boleto à vista' } });
    expect((await putJson(paymentRecordPath(id), { status: 'partial' })).status).toBe(400);
    expect((await putJson(paymentRecordPath(id), {})).status).toBe(400);

    const removed = await h.api(paymentRecordPath(id), { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(record(row).payment).toBeUndefined();
    expect((await h.api(paymentRecordPath(id))).status).toBe(404);
    expect((await h.api(paymentRecordPath(id), { method: 'DELETE' })).status).toBe(404);

    // The listing shows the request without a payment, still readable; a new payment gets a new id.
    const listed = await h.api(`/api/v2/requests/order/1/1?code=${row.code}`);
    const [raw] = ((await listed.json()) as { data: unknown[] }).data;
    const read2 = readRequestRecord(raw);
    expect(read2.unreadable).toEqual([]);
    expect(read2.record.payment).toBeUndefined();
    expect((await updatePayment(row.code, form({ status: 'requested' }))).status).toBe(200);
    const newId = record(row).payment?.links?.[0]?.id;
    expect(newId).toBeDefined();
    expect(newId).not.toBe(id);
    expect((await h.api(paymentRecordPath(newId ?? ''))).status).toBe(200);
  });
});

describe('attachment size', () => {
  it('refuses a file over the upload limit with 413 and changes nothing', async () => {
    const h = await startHarness({ maxUploadBytes: 1_000 });
    try {
      const row = h.sandbox.store.rows.order.find((candidate) => !candidate.removed) as RequestRow;
      const before = JSON.stringify(h.sandbox.store.peek(row).record.payment);
      const body = new FormData();
      body.append('attachments', new Blob(['x'.repeat(5_000)]), 'big.pdf');
      const response = await h.api(updateRequestPaymentPath(row.code), { method: 'PUT', body });
      expect(response.status).toBe(413);
      expect(JSON.stringify(h.sandbox.store.peek(row).record.payment)).toBe(before);
    } finally {
      await h.close();
    }
  });
});
