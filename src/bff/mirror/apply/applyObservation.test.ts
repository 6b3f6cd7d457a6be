import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../db/queryRows';
import { requestHistory } from '../../db/schema/history';
import { applyObservation, type Observation } from './applyObservation';
import { getDetail } from '../read/getDetail';
import { markRemoved } from './markRemoved';
import { mirrorCounts } from '../read/mirrorCounts';
import { rebuildStatusTotals } from './statusTotals';
import { describeOnEachEngine } from '../testing/mirrorTestDatabase';
import { recordWith } from '../testing/requestRecords';

const at = (iso: string) => new Date(iso);
const CODE = 'ORD-2024-000123';

function read(overrides: Partial<Observation> = {}, changes: Record<string, unknown> = {}): Observation {
  return {
    type: 'order',
    code: CODE,
    record: recordWith(changes),
    source: 'reconcile',
    observedAt: at('2025-01-10T12:00:00.000Z'),
    ...overrides,
  };
}

const totalsRow = z.object({
  type: z.string(),
  removed: z.boolean(),
  status: z.string(),
  requests: z.coerce.number(),
  value: z.coerce.number(),
  power: z.coerce.number(),
});

describeOnEachEngine('applying observations to the mirror', (db) => {
  const totals = () =>
    queryRows(
      db(),
      sql`select type, removed, deal_status as status, requests, sum_final_value as value, sum_total_power as power
          from mirror_status_totals where requests <> 0 order by type, removed, deal_status`,
      totalsRow,
    );

  it('creates a request with its typed columns and a first version without changes', async () => {
    const result = await applyObservation(db(), read({ source: 'backfill' }));
    expect(result.outcome).toBe('created');
    expect(result.changes).toEqual([]);
    expect(result.summary).toMatchObject({
      type: 'order',
      code: CODE,
      name: 'Kit 8,2 kWp Telhado Cerâmico',
      companyName: 'Sol Forte Energia Ltda',
      companyFantasyName: 'Sol Forte',
      companyCnpj: '12.345.678/0001-90',
      responsibleName: 'Bruno Lima',
      responsibleEmail: 'bruno@example.com',
      createdAt: '2024-03-05T09:00:00.000Z',
      dealStatus: 'Aguardando pagamento',
      paymentStatus: 'partial',
      paymentType: 'credito',
      totalPower: 8200,
      originalValue: 25000,
      finalValue: 24500,
      freightState: 'SP',
      freightCity: 'Campinas',
      removed: false,
    });
    // First seen by a read: the only change known is the creation.
    expect(result.summary.statusSince).toBe('2024-03-05T09:00:00.000Z');
    expect(result.summary.lastChangedAt).toBe('2024-03-05T09:00:00.000Z');
    const detail = await getDetail(db(), 'order', CODE);
    expect(detail?.history).toEqual([
      {
        id: '1',
        at: '2024-03-05T09:00:00.000Z',
        source: 'backfill',
        actor: { kind: 'sync', source: 'backfill' },
        changes: [],
        version: 1,
      },
    ]);
    expect(detail?.syncedAt).toBe('2025-01-10T12:00:00.000Z');
    expect(await mirrorCounts(db())).toEqual({ order: 1, budget: 0 });
  });

  it('says unchanged for the same record again, writing no version but moving syncedAt', async () => {
    await applyObservation(db(), read());
    const again = await applyObservation(db(), read({ observedAt: at('2025-01-10T13:00:00.000Z') }));
    expect(again.outcome).toBe('unchanged');
    const detail = await getDetail(db(), 'order', CODE);
    expect(detail?.history).toHaveLength(1);
    expect(detail?.syncedAt).toBe('2025-01-10T13:00:00.000Z');
  });

  it('keeps each change as a version with dotted fields, moving status_since on a new status', async () => {
    await applyObservation(db(), read());
    const changed = await applyObservation(
      db(),
      read(
        { observedAt: at('2025-01-11T08:00:00.000Z') },
        { dealStatus: 'Pago', payment: { status: 'received' } },
      ),
    );
    expect(changed.outcome).toBe('changed');
    expect(changed.changes).toEqual([
      { field: 'dealStatus', from: 'Aguardando pagamento', to: 'Pago' },
      { field: 'payment.status', from: 'partial', to: 'received' },
    ]);
    expect(changed.summary).toMatchObject({
      dealStatus: 'Pago',
      paymentStatus: 'received',
      statusSince: '2025-01-11T08:00:00.000Z',
      lastChangedAt: '2025-01-11T08:00:00.000Z',
    });

    const later = await applyObservation(
      db(),
      read(
        { observedAt: at('2025-01-12T08:00:00.000Z') },
        { dealStatus: 'Pago', payment: { status: 'received', description: 'Quitado' } },
      ),
    );
    expect(later.changes).toEqual([{ field: 'payment.description', from: 'Entrada paga', to: 'Quitado' }]);
    expect(later.summary.statusSince).toBe('2025-01-11T08:00:00.000Z');
    expect(later.summary.lastChangedAt).toBe('2025-01-12T08:00:00.000Z');

    const detail = await getDetail(db(), 'order', CODE);
    expect(detail?.history.map((entry) => entry.changes.map((change) => change.field))).toEqual([
      ['payment.description'],
      ['dealStatus', 'payment.status'],
      [],
    ]);
  });

  it('compares arrays whole, so a product edit is one change of "products"', async () => {
    const first = await applyObservation(db(), read());
    const products = recordWith({}).products ?? [];
    const edited = [{ ...products[0], quantity: 16 }, ...products.slice(1)];
    const result = await applyObservation(
      db(),
      read({ observedAt: at('2025-01-11T00:00:00.000Z') }, { products: edited }),
    );
    expect(first.outcome).toBe('created');
    expect(result.changes).toEqual([{ field: 'products', from: products, to: edited }]);
  });

  it('records who made our own write', async () => {
    await applyObservation(db(), read());
    const person = { id: 'u-7', name: 'Fernanda Lima', email: 'finance@example.com' };
    await applyObservation(
      db(),
      read(
        { source: 'write', person, observedAt: at('2025-01-11T00:00:00.000Z') },
        { payment: { status: 'received' } },
      ),
    );
    const detail = await getDetail(db(), 'order', CODE);
    expect(detail?.history[0]).toMatchObject({
      source: 'write',
      actor: { kind: 'person', id: 'u-7', name: 'Fernanda Lima' },
    });
    const [row] = await db().select().from(requestHistory).where(eq(requestHistory.source, 'write'));
    expect(row?.actor).toBe('finance@example.com');
  });

  it('reads who made a change on history rows recorded before actors were', async () => {
    await applyObservation(db(), read());
    const legacy = (source: 'write' | 'webhook', actor: string | null, day: string) => ({
      type: 'order' as const,
      code: CODE,
      at: at(day),
      source,
      actor,
      changes: [],
      observedAt: at(day),
    });
    await db()
      .insert(requestHistory)
      .values([
        legacy('write', 'finance@example.com', '2025-01-12T00:00:00.000Z'),
        legacy('webhook', null, '2025-01-13T00:00:00.000Z'),
        legacy('write', null, '2025-01-14T00:00:00.000Z'),
      ]);
    const detail = await getDetail(db(), 'order', CODE);
    expect(detail?.history.slice(0, 3).map((entry) => entry.actor)).toEqual([
      { kind: 'sync', source: 'refresh' },
      { kind: 'sync', source: 'webhook' },
      { kind: 'person', id: null, name: 'finance@example.com' },
    ]);
  });

  it('refuses a webhook whose lastUpdate is older than the one applied: out-of-order deliveries', async () => {
    const webhook = (lastUpdate: string, receivedAt: string, dealStatus: string): Observation => ({
      type: 'order',
      code: CODE,
      record: { code: CODE, dealStatus },
      source: 'webhook',
      partial: true,
      vendorLastUpdate: at(lastUpdate),
      observedAt: at(receivedAt),
    });
    await applyObservation(db(), read());
    const newer = await applyObservation(
      db(),
      webhook('2025-01-11T10:05:00.000Z', '2025-01-11T10:06:00.000Z', 'Enviado'),
    );
    const older = await applyObservation(
      db(),
      webhook('2025-01-11T10:00:00.000Z', '2025-01-11T10:07:00.000Z', 'Pago'),
    );
    expect(newer.outcome).toBe('changed');
    expect(older.outcome).toBe('stale');
    expect(older.summary.dealStatus).toBe('Enviado');
    // Received out of order, but newer by the vendor's clock: applied.
    const late = await applyObservation(
      db(),
      webhook('2025-01-11T10:10:00.000Z', '2025-01-11T10:05:30.000Z', 'Entregue'),
    );
    expect(late.outcome).toBe('changed');
    expect(late.summary.dealStatus).toBe('Entregue');
    // Its vendor time is ahead of when Painel saw it, so the change is dated when Painel saw it.
    expect(late.summary.lastChangedAt).toBe('2025-01-11T10:05:30.000Z');
    const detail = await getDetail(db(), 'order', CODE);
    expect(detail?.history).toHaveLength(3);
  });

  it('refuses a read sent before the last observation was applied, and a webhook a later read already saw', async () => {
    await applyObservation(db(), read({ observedAt: at('2025-01-10T12:00:00.000Z') }));
    const oldRead = await applyObservation(
      db(),
      read({ observedAt: at('2025-01-10T11:00:00.000Z') }, { dealStatus: 'Cancelado' }),
    );
    expect(oldRead.outcome).toBe('stale');
    expect(oldRead.summary.dealStatus).toBe('Aguardando pagamento');

    const seenByRead = await applyObservation(db(), {
      type: 'order',
      code: CODE,
      record: { dealStatus: 'Novo' },
      source: 'webhook',
      partial: true,
      vendorLastUpdate: at('2025-01-10T11:30:00.000Z'),
      observedAt: at('2025-01-10T11:31:00.000Z'),
    });
    expect(seenByRead.outcome).toBe('stale');
    expect((await getDetail(db(), 'order', CODE))?.history).toHaveLength(1);
  });

  it('refuses an older delivery retried after a read that saw a newer one (Painel was down)', async () => {
    const delivery = (status: string, lastUpdate: string, receivedAt: string): Observation => ({
      type: 'order',
      code: CODE,
      record: { dealStatus: status },
      source: 'webhook',
      partial: true,
      vendorLastUpdate: at(lastUpdate),
      observedAt: at(receivedAt),
    });
    await applyObservation(db(), read({ observedAt: at('2025-01-10T10:59:00.000Z') }));
    // The vendor moved it twice more; the read sent after the newest delivery arrived saw both.
    await applyObservation(
      db(),
      read({ observedAt: at('2025-01-10T11:05:00.000Z') }, { dealStatus: 'Faturado' }),
    );
    const seen = await applyObservation(
      db(),
      delivery('Faturado', '2025-01-10T11:02:00.000Z', '2025-01-10T11:02:01.000Z'),
    );
    expect(seen.outcome).toBe('stale');
    // The delivery of the move in between reaches Painel only now, retried after an outage.
    const retried = await applyObservation(
      db(),
      delivery('Pago', '2025-01-10T11:01:00.000Z', '2025-01-10T11:06:00.000Z'),
    );
    expect(retried.outcome).toBe('stale');
    expect(retried.summary.dealStatus).toBe('Faturado');
    // A move the read could not have seen still applies.
    const next = await applyObservation(
      db(),
      delivery('Entregue', '2025-01-10T11:07:00.000Z', '2025-01-10T11:07:01.000Z'),
    );
    expect(next.outcome).toBe('changed');
    expect(next.summary.dealStatus).toBe('Entregue');
  });

  it('merges a webhook into the stored record and keeps webhook-only fields out of it', async () => {
    await applyObservation(db(), read());
    const webhook = await applyObservation(db(), {
      type: 'order',
      code: CODE,
      record: {
        code: CODE,
        dealStatus: 'Pago',
        payment: {
          status: 'received',
          showConditionsRule: 'always',
          condition: { _id: 'c1', name: '10x sem juros' },
        },
        lastUpdate: '2025-01-11T09:00:00.000Z',
        type: 'order',
      },
      source: 'webhook',
      partial: true,
      vendorLastUpdate: at('2025-01-11T09:00:00.000Z'),
      observedAt: at('2025-01-11T09:00:02.000Z'),
    });
    // The partial payment's paid-at moment is not the reception's (ADR 102).
    expect(webhook.changes.map((change) => change.field)).toEqual([
      'dealStatus',
      'payment.paidAt',
      'payment.status',
    ]);
    const detail = await getDetail(db(), 'order', CODE);
    expect(detail?.record.payment).toMatchObject({
      status: 'received',
      type: 'credito',
      description: 'Entrada paga',
    });
    expect(detail?.record.payment?.condition).toMatchObject({ quantityOfInstallments: 10 });
    expect(detail?.record).not.toHaveProperty('lastUpdate');
    expect(detail?.record).not.toHaveProperty('type');
    expect(detail?.record.payment).not.toHaveProperty('showConditionsRule');
    expect(detail?.record.company?.companyName).toBe('Sol Forte Energia Ltda');

    // The next whole read brings the vendor's date of the reception, and nothing else.
    const reconcile = await applyObservation(
      db(),
      read(
        { observedAt: at('2025-01-11T10:00:00.000Z') },
        { dealStatus: 'Pago', payment: { status: 'received', paidAt: '2025-01-11T05:58' } },
      ),
    );
    expect(reconcile.changes).toEqual([{ field: 'payment.paidAt', from: null, to: '2025-01-11T05:58' }]);
  });

  it('creates a request first seen through a webhook from the fields it carries', async () => {
    const result = await applyObservation(db(), {
      type: 'order',
      code: 'ORD-9',
      record: { code: 'ORD-9', name: 'Kit novo', dealStatus: 'Novo', finalValue: 1000.1 },
      source: 'webhook',
      partial: true,
      vendorLastUpdate: at('2025-01-11T09:00:00.000Z'),
      observedAt: at('2025-01-11T09:00:01.000Z'),
    });
    expect(result.outcome).toBe('created');
    expect(result.summary).toMatchObject({
      name: 'Kit novo',
      finalValue: 1000.1,
      createdAt: null,
      statusSince: '2025-01-11T09:00:00.000Z',
    });
  });

  it('applies a duplicate delivery once', async () => {
    const delivery: Observation = {
      type: 'order',
      code: CODE,
      record: { dealStatus: 'Enviado' },
      source: 'webhook',
      partial: true,
      vendorLastUpdate: at('2025-01-11T09:00:00.000Z'),
      observedAt: at('2025-01-11T09:00:01.000Z'),
    };
    await applyObservation(db(), read());
    expect((await applyObservation(db(), delivery)).outcome).toBe('changed');
    expect(
      (await applyObservation(db(), { ...delivery, observedAt: at('2025-01-11T09:05:00.000Z') })).outcome,
    ).toBe('unchanged');
    expect((await getDetail(db(), 'order', CODE))?.history).toHaveLength(2);
  });

  it('keeps the unreadable fields of a read, and lets a webhook replace only those it carries', async () => {
    await applyObservation(
      db(),
      read({
        unreadable: [
          { path: 'products[1].type', problem: 'Invalid option' },
          { path: 'payment.status', problem: 'Invalid option' },
        ],
      }),
    );
    await applyObservation(db(), {
      type: 'order',
      code: CODE,
      record: { payment: { status: 'received' } },
      source: 'webhook',
      partial: true,
      vendorLastUpdate: at('2025-01-11T09:00:00.000Z'),
      observedAt: at('2025-01-11T09:00:01.000Z'),
    });
    expect((await getDetail(db(), 'order', CODE))?.unreadable).toEqual([
      { path: 'products[1].type', problem: 'Invalid option' },
    ]);
  });

  it('marks a request removed as one version, and leaves unknown requests alone', async () => {
    await applyObservation(db(), read());
    const removed = await markRemoved(db(), {
      type: 'order',
      code: CODE,
      source: 'reconcile',
      observedAt: at('2025-01-12T00:00:00.000Z'),
    });
    expect(removed?.outcome).toBe('changed');
    expect(removed?.changes).toEqual([{ field: 'removed', from: false, to: true }]);
    expect(removed?.summary.removed).toBe(true);
    expect((await getDetail(db(), 'order', CODE))?.record.removed).toBe(true);
    expect(await mirrorCounts(db())).toEqual({ order: 0, budget: 0 });
    expect(
      await markRemoved(db(), { type: 'order', code: 'NOPE', source: 'reconcile', observedAt: new Date() }),
    ).toBeNull();
    const stale = await markRemoved(db(), {
      type: 'order',
      code: CODE,
      source: 'reconcile',
      observedAt: at('2025-01-01T00:00:00.000Z'),
    });
    expect(stale?.outcome).toBe('stale');

    // A listing read that shows the request again brings it back.
    const back = await applyObservation(
      db(),
      read({ observedAt: at('2025-01-13T00:00:00.000Z') }, { removed: false }),
    );
    expect(back.changes).toEqual([{ field: 'removed', from: true, to: false }]);
    expect(await mirrorCounts(db())).toEqual({ order: 1, budget: 0 });
  });

  it('takes removed from the observation over the record when told', async () => {
    const result = await applyObservation(db(), read({ removed: true }));
    expect(result.summary.removed).toBe(true);
    expect((await getDetail(db(), 'order', CODE))?.record.removed).toBe(true);
  });

  it('keeps the status totals equal to a recount through creations, moves and removals', async () => {
    await applyObservation(db(), read());
    await applyObservation(
      db(),
      read({ code: 'ORD-2' }, { code: 'ORD-2', finalValue: 0.1, totalPower: 1.5 }),
    );
    await applyObservation(
      db(),
      read({ code: 'ORD-3', type: 'budget' }, { code: 'ORD-3', dealStatus: 'Novo' }),
    );
    await applyObservation(
      db(),
      read(
        { code: 'ORD-2', observedAt: at('2025-01-11T00:00:00.000Z') },
        { code: 'ORD-2', dealStatus: 'Pago', finalValue: 0.2 },
      ),
    );
    await applyObservation(
      db(),
      read({ code: 'ORD-4', record: recordWith({ code: 'ORD-4' }, ['dealStatus']) }),
    );
    await markRemoved(db(), {
      type: 'order',
      code: CODE,
      source: 'reconcile',
      observedAt: at('2025-01-12T00:00:00.000Z'),
    });
    const incremental = await totals();
    expect(incremental).toEqual([
      { type: 'budget', removed: false, status: 'Novo', requests: 1, value: 24500, power: 8200 },
      { type: 'order', removed: false, status: '', requests: 1, value: 24500, power: 8200 },
      { type: 'order', removed: false, status: 'Pago', requests: 1, value: 0.2, power: 8200 },
      {
        type: 'order',
        removed: true,
        status: 'Aguardando pagamento',
        requests: 1,
        value: 24500,
        power: 8200,
      },
    ]);
    await rebuildStatusTotals(db());
    expect(await totals()).toEqual(incremental);
  });

  it('creates a request once when observations of it race', async () => {
    const results = await Promise.all(
      ['Novo', 'Pago', 'Enviado', 'Entregue'].map((dealStatus, index) =>
        applyObservation(
          db(),
          read(
            { code: 'ORD-RACE', observedAt: new Date(Date.UTC(2025, 0, 10, 12, 0, index)) },
            { code: 'ORD-RACE', dealStatus },
          ),
        ),
      ),
    );
    expect(results.filter((result) => result.outcome === 'created')).toHaveLength(1);
    const [row] = await queryRows(
      db(),
      sql`select count(*) as count from mirror_requests where code = 'ORD-RACE'`,
      z.object({ count: z.coerce.number() }),
    );
    expect(row?.count).toBe(1);
    expect((await totals()).reduce((sum, group) => sum + group.requests, 0)).toBe(1);
  });

  it('refuses an observation without a code or a valid time', async () => {
    await expect(applyObservation(db(), read({ code: ' ' }))).rejects.toThrow(/code/);
    await expect(applyObservation(db(), read({ observedAt: new Date(Number.NaN) }))).rejects.toThrow(
      /observedAt/,
    );
  });

  it('never dates a change in the future: a vendor time ahead of our clock is taken as when we saw it', async () => {
    await applyObservation(db(), read());
    const receivedAt = '2025-01-11T10:00:00.000Z';
    const result = await applyObservation(db(), {
      type: 'order',
      code: CODE,
      record: { code: CODE, dealStatus: 'Faturado' },
      source: 'webhook',
      partial: true,
      vendorLastUpdate: at('2025-01-11T10:00:06.000Z'),
      observedAt: at(receivedAt),
    });
    expect(result.outcome).toBe('changed');
    expect(result.summary.lastChangedAt).toBe(receivedAt);
    expect(result.summary.statusSince).toBe(receivedAt);
    const detail = await getDetail(db(), 'order', CODE);
    expect(detail?.history[0]).toMatchObject({ at: receivedAt, source: 'webhook' });
  });
});
