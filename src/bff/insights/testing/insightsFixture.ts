import type { RequestType } from '../../../contract/upstream/enums';
import { readRequestRecord } from '../../../contract/upstream/readRequestRecord';
import type { RequestRecord } from '../../../contract/upstream/requestRecord';
import type { Database } from '../../db/database';
import { applyObservation } from '../../mirror/applyObservation';
import { recordWith } from '../../mirror/testing/requestRecords';

/** When the fixture is read: "stalled" and the outstanding ages are judged at this instant. */
export const FIXTURE_NOW = Date.parse('2025-04-05T12:00:00.000Z');
/** The configured order statuses, in their sequence; "Perdido" is not configured. */
export const FIXTURE_STATUSES = ['Novo', 'Negociação', 'Fechado'];

interface FixtureRequest {
  type: RequestType;
  code: string;
  fields: Record<string, unknown>;
  without?: string[];
  /** Later statuses, each from that instant on (the request was created in fields.dealStatus). */
  moves?: Array<[at: string, status: string]>;
  /** Later payments, each from that instant on (the request was created with fields.payment). */
  payments?: Array<[at: string, payment: Record<string, unknown>]>;
  removedAt?: string;
  /** When Painel first read it (a listing, no lastUpdate); at its creation, by webhook, when absent. */
  firstSeenAt?: string;
}

const person = (name: string, email: string) => ({ name, surname: 'Teste', email });
const uf = (state: string) => ({ address: { state, city: 'Cidade' } });

/**
 * Period under test: March 2025 (previous: 2025-02-01..2025-02-28), read at 2025-04-05 12:00 UTC.
 *
 * | code | created (UTC) | budgetCreated | status now | value | Wp | UF | responsible | payment |
 * |---|---|---|---|---|---|---|---|---|
 * | ORD-1 | 03-03 10:00 | 03-01 10:00 | Perdido (5 moves) | 1000 | 5000 | SP | bruno | requested pix (a) |
 * | ORD-2 | 03-10 | 03-05 | Novo | none | 3000 | MG | ana | partial boleto |
 * | ORD-3 | 03-20 12:00 | none | Negociação since 04-01 | 2000 | none | SP | BRUNO (case) | received pix (b) |
 * | ORD-4 | 03-15 | 03-14 | Fechado, removed | 9999 | 1 | RJ | bruno | requested pix |
 * | ORD-5 | 02-10 (previous) | 02-01 | Fechado | 500 | 1000 | PR | ana | received credito (c) |
 * | ORD-6 | 03-31 23:59:59.999 | 03-31 | none | 300 | 100 | none | none | none |
 * | ORD-7 | 04-05 (after) | 04-01 | Novo | 777 | 7 | SP | bruno | requested pix |
 * | ORD-8 | 03-30 | none | Fechado | 400 | 2000 | BA | carla | requested financiamento |
 * | ORD-9 | 01-10 (before both) | none | Fechado | 800 | 900 | SP | carla | received pix (d) |
 * | BUD-1 | 03-01 10:00 | | Aberto | 1100 | 5000 | SP | bruno | |
 * | BUD-2 | 03-05 | | Aberto | none | 1000 | MG | ana | |
 * | BUD-3 | 03-25, removed | | Aberto | 700 | 1 | SP | bruno | |
 * | BUD-4 | 02-20 (previous) | | Aberto | 600 | 1 | SP | ana | |
 * | BUD-5 | 03-31 | | Aberto | 50 | none | SP | carla | |
 * | BUD-6 | 03-15 | | Aberto | 250 | 500 | SP | carla | |
 *
 * ORD-1 moved Novo → Negociação (03-04 10:00) → Novo (03-06 10:00) → Negociação (03-09 10:00) →
 * Fechado (03-13 10:00) → Perdido (03-18 10:00): stays Novo 1 and 3 days, Negociação 2 and 4,
 * Fechado 5. ORD-3: Novo 11.5 days. ORD-4 (removed) and ORD-5 (previous period) have stays too,
 * which the period's figures must not count.
 *
 * Payments (ADR 046, "received in the period" is the latest change to received): (a) ORD-1 was
 * received on 03-05 and back to requested on 03-07, so it is not received now; (b) ORD-3 was
 * created requested and received on 04-02, after March; (c) ORD-5 was received on 02-20, partial
 * on 03-05 and received again on 03-10 12:00, so March has it and February does not; (d) ORD-9 had
 * no payment until one appeared already received on 03-25 (the history records the whole object).
 * (e) ORD-10, created in January, was first read on 03-02 already received, its paidAt
 * 2025-02-28T22:30 in Brasília time, 03-01 01:30 UTC (ADR 065: paidAt dates a reception).
 * March's payments received in the period are therefore ORD-5, ORD-9 and ORD-10: 3 orders,
 * 2534.56, 1910 Wp.
 */
export const INSIGHTS_FIXTURE: FixtureRequest[] = [
  {
    type: 'order',
    code: 'ORD-1',
    fields: {
      orderCreated: '2025-03-03T10:00:00.000Z',
      budgetCreated: '2025-03-01T10:00:00.000Z',
      dealStatus: 'Novo',
      finalValue: 1000,
      totalPower: 5000,
      freight: uf('SP'),
      responsible: person('Bruno', 'bruno@example.com'),
      payment: { status: 'requested', type: 'pix' },
    },
    moves: [
      ['2025-03-04T10:00:00.000Z', 'Negociação'],
      ['2025-03-06T10:00:00.000Z', 'Novo'],
      ['2025-03-09T10:00:00.000Z', 'Negociação'],
      ['2025-03-13T10:00:00.000Z', 'Fechado'],
      ['2025-03-18T10:00:00.000Z', 'Perdido'],
    ],
    payments: [
      ['2025-03-05T10:00:00.000Z', { status: 'received', type: 'pix' }],
      ['2025-03-07T10:00:00.000Z', { status: 'requested', type: 'pix' }],
    ],
  },
  {
    type: 'order',
    code: 'ORD-2',
    fields: {
      orderCreated: '2025-03-10T00:00:00.000Z',
      budgetCreated: '2025-03-05T00:00:00.000Z',
      dealStatus: 'Novo',
      totalPower: 3000,
      freight: uf('MG'),
      responsible: person('Ana', 'ana@example.com'),
      payment: { status: 'partial', type: 'boleto' },
    },
    without: ['finalValue'],
  },
  {
    type: 'order',
    code: 'ORD-3',
    fields: {
      orderCreated: '2025-03-20T12:00:00.000Z',
      dealStatus: 'Novo',
      finalValue: 2000,
      freight: uf('SP'),
      responsible: person('Bruno', 'BRUNO@Example.com'),
      payment: { status: 'requested', type: 'pix' },
    },
    without: ['budgetCreated', 'totalPower'],
    moves: [['2025-04-01T00:00:00.000Z', 'Negociação']],
    payments: [['2025-04-02T00:00:00.000Z', { status: 'received', type: 'pix' }]],
  },
  {
    type: 'order',
    code: 'ORD-4',
    fields: {
      orderCreated: '2025-03-15T00:00:00.000Z',
      budgetCreated: '2025-03-14T00:00:00.000Z',
      dealStatus: 'Novo',
      finalValue: 9999,
      totalPower: 1,
      freight: uf('RJ'),
      responsible: person('Bruno', 'bruno@example.com'),
      payment: { status: 'requested', type: 'pix' },
    },
    moves: [['2025-03-16T00:00:00.000Z', 'Fechado']],
    removedAt: '2025-03-17T00:00:00.000Z',
  },
  {
    type: 'order',
    code: 'ORD-5',
    fields: {
      orderCreated: '2025-02-10T00:00:00.000Z',
      budgetCreated: '2025-02-01T00:00:00.000Z',
      dealStatus: 'Novo',
      finalValue: 500,
      totalPower: 1000,
      freight: uf('PR'),
      responsible: person('Ana', 'ana@example.com'),
      payment: { status: 'requested', type: 'credito' },
    },
    moves: [['2025-02-12T00:00:00.000Z', 'Fechado']],
    payments: [
      ['2025-02-20T00:00:00.000Z', { status: 'received', type: 'credito' }],
      ['2025-03-05T00:00:00.000Z', { status: 'partial', type: 'credito' }],
      ['2025-03-10T12:00:00.000Z', { status: 'received', type: 'credito' }],
    ],
  },
  {
    type: 'order',
    code: 'ORD-6',
    fields: {
      orderCreated: '2025-03-31T23:59:59.999Z',
      budgetCreated: '2025-03-31T00:00:00.000Z',
      finalValue: 300,
      totalPower: 100,
    },
    without: ['dealStatus', 'freight', 'responsible', 'payment'],
  },
  {
    type: 'order',
    code: 'ORD-7',
    fields: {
      orderCreated: '2025-04-05T00:00:00.000Z',
      budgetCreated: '2025-04-01T00:00:00.000Z',
      dealStatus: 'Novo',
      finalValue: 777,
      totalPower: 7,
      freight: uf('SP'),
      responsible: person('Bruno', 'bruno@example.com'),
      payment: { status: 'requested', type: 'pix' },
    },
  },
  {
    type: 'order',
    code: 'ORD-8',
    fields: {
      orderCreated: '2025-03-30T00:00:00.000Z',
      dealStatus: 'Fechado',
      finalValue: 400,
      totalPower: 2000,
      freight: uf('BA'),
      responsible: person('Carla', 'carla@example.com'),
      payment: { status: 'requested', type: 'financiamento' },
    },
    without: ['budgetCreated'],
  },
  {
    type: 'order',
    code: 'ORD-9',
    fields: {
      orderCreated: '2025-01-10T00:00:00.000Z',
      dealStatus: 'Fechado',
      finalValue: 800,
      totalPower: 900,
      freight: uf('SP'),
      responsible: person('Carla', 'carla@example.com'),
    },
    without: ['budgetCreated', 'payment'],
    payments: [['2025-03-25T00:00:00.000Z', { status: 'received', type: 'pix' }]],
  },
  {
    type: 'order',
    code: 'ORD-10',
    fields: {
      orderCreated: '2025-01-05T00:00:00.000Z',
      dealStatus: 'Fechado',
      finalValue: 1234.56,
      totalPower: 10,
      freight: uf('SP'),
      responsible: person('Carla', 'carla@example.com'),
      payment: { status: 'received', type: 'pix', paidAt: '2025-02-28T22:30' },
    },
    without: ['budgetCreated'],
    firstSeenAt: '2025-03-02T00:00:00.000Z',
  },
  ...(
    [
      ['BUD-1', '2025-03-01T10:00:00.000Z', 1100, 5000, 'SP', 'Bruno', 'bruno@example.com'],
      ['BUD-2', '2025-03-05T00:00:00.000Z', null, 1000, 'MG', 'Ana', 'ana@example.com'],
      ['BUD-3', '2025-03-25T00:00:00.000Z', 700, 1, 'SP', 'Bruno', 'bruno@example.com'],
      ['BUD-4', '2025-02-20T00:00:00.000Z', 600, 1, 'SP', 'Ana', 'ana@example.com'],
      ['BUD-5', '2025-03-31T00:00:00.000Z', 50, null, 'SP', 'Carla', 'carla@example.com'],
      ['BUD-6', '2025-03-15T00:00:00.000Z', 250, 500, 'SP', 'Carla', 'carla@example.com'],
    ] as const
  ).map(([code, created, value, power, state, name, email]): FixtureRequest => ({
    type: 'budget',
    code,
    fields: {
      budgetCreated: created,
      dealStatus: 'Aberto',
      freight: uf(state),
      responsible: person(name, email),
      ...(value === null ? {} : { finalValue: value }),
      ...(power === null ? {} : { totalPower: power }),
    },
    without: [
      'orderCreated',
      ...(value === null ? ['finalValue'] : []),
      ...(power === null ? ['totalPower'] : []),
    ],
    ...(code === 'BUD-3' ? { removedAt: '2025-03-26T00:00:00.000Z' } : {}),
  })),
];

/** The documented record's paidAt stays only where the fixture gives one. */
function withoutUnaskedPaidAt(record: RequestRecord, request: FixtureRequest): RequestRecord {
  const asked = request.fields.payment as Record<string, unknown> | undefined;
  if (!record.payment || (asked && 'paidAt' in asked)) return record;
  const { paidAt: _unasked, ...payment } = record.payment;
  return { ...record, payment };
}

/** Writes the fixture through applyObservation, so the history and statusSince are the real ones. */
export async function seedInsightsFixture(db: Database): Promise<void> {
  for (const request of INSIGHTS_FIXTURE) {
    const created = String(request.fields.orderCreated ?? request.fields.budgetCreated);
    let record = withoutUnaskedPaidAt(
      recordWith({ code: request.code, ...request.fields }, request.without),
      request,
    );
    const observe = (at: string, removed?: boolean, read = false) =>
      applyObservation(db, {
        type: request.type,
        code: request.code,
        record,
        source: read ? 'backfill' : 'webhook',
        observedAt: new Date(at),
        vendorLastUpdate: read ? null : new Date(at),
        ...(removed === undefined ? {} : { removed }),
      });
    await (request.firstSeenAt ? observe(request.firstSeenAt, undefined, true) : observe(created));
    const changes = [
      ...(request.moves ?? []).map(([at, dealStatus]) => ({ at, dealStatus, payment: undefined })),
      ...(request.payments ?? []).map(([at, payment]) => ({ at, dealStatus: undefined, payment })),
    ].sort((a, b) => a.at.localeCompare(b.at));
    for (const { at, dealStatus, payment } of changes) {
      record = readRequestRecord({
        ...record,
        ...(dealStatus === undefined ? {} : { dealStatus }),
        ...(payment === undefined ? {} : { payment: { ...record.payment, ...payment } }),
      }).record;
      await observe(at);
    }
    if (request.removedAt) await observe(request.removedAt, true);
  }
}
