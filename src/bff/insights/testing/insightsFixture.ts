import type { RequestType } from '../../../contract/upstream/enums';
import { readRequestRecord } from '../../../contract/upstream/readRequestRecord';
import type { Database } from '../../db/database';
import { applyObservation } from '../../mirror/apply/applyObservation';
import { recordWith } from '../../mirror/testing/requestRecords';

/** When the fixture is read: "stalled" and the outstanding ages are judged at this instant. */
export const FIXTURE_NOW = Date.parse('2025-04-05T12:00:00.000Z');
/** The configured order statuses, in their sequence; "Perdido" is not configured. */
export const FIXTURE_STATUSES = ['Novo', 'Negociação', 'Fechado'];

/** An instant of 2025 in UTC: '03-10' (midnight), '03-03T10:00' or '03-31T23:59:59.999'. */
const at = (day: string) => new Date(`2025-${day}${day.includes('T') ? 'Z' : ''}`).toISOString();
const payment = (words: string) => {
  const [status, type] = words.split(' ');
  return { status, type };
};

type Row = [
  code: string,
  created: string,
  budgetCreated: string | null,
  status: string | null,
  value: number | null,
  power: number | null,
  uf: string | null,
  responsible: string | null,
  payment: string | null,
];

/**
 * Period under test: March 2025 (previous: 2025-02-01..2025-02-28), read at 2025-04-05 12:00 UTC.
 * A responsible is `name@example.com` (ORD-3's in another case); budgets are all "Aberto".
 */
const ROWS: Row[] = [
  ['ORD-1', '03-03T10:00', '03-01T10:00', 'Novo', 1000, 5000, 'SP', 'bruno', 'requested pix'],
  ['ORD-2', '03-10', '03-05', 'Novo', null, 3000, 'MG', 'ana', 'partial boleto'],
  ['ORD-3', '03-20T12:00', null, 'Novo', 2000, null, 'SP', 'BRUNO@Example.com', 'requested pix'],
  ['ORD-4', '03-15', '03-14', 'Novo', 9999, 1, 'RJ', 'bruno', 'requested pix'],
  ['ORD-5', '02-10', '02-01', 'Novo', 500, 1000, 'PR', 'ana', 'requested credito'],
  ['ORD-6', '03-31T23:59:59.999', '03-31', null, 300, 100, null, null, null],
  ['ORD-7', '04-05', '04-01', 'Novo', 777, 7, 'SP', 'bruno', 'requested pix'],
  ['ORD-8', '03-30', null, 'Fechado', 400, 2000, 'BA', 'carla', 'requested financiamento'],
  ['ORD-9', '01-10', null, 'Fechado', 800, 900, 'SP', 'carla', null],
  ['ORD-10', '01-05', null, 'Fechado', 1234.56, 10, 'SP', 'carla', 'received pix'],
  ['BUD-1', '03-01T10:00', null, 'Aberto', 1100, 5000, 'SP', 'bruno', null],
  ['BUD-2', '03-05', null, 'Aberto', null, 1000, 'MG', 'ana', null],
  ['BUD-3', '03-25', null, 'Aberto', 700, 1, 'SP', 'bruno', null],
  ['BUD-4', '02-20', null, 'Aberto', 600, 1, 'SP', 'ana', null],
  ['BUD-5', '03-31', null, 'Aberto', 50, null, 'SP', 'carla', null],
  ['BUD-6', '03-15', null, 'Aberto', 250, 500, 'SP', 'carla', null],
];

/**
 * What happened later. ORD-1's stays: Novo 1 and 3 days, Negociação 2 and 4, Fechado 5; ORD-3:
 * Novo 11.5 days. ORD-4 (removed) and ORD-5 (previous period) have stays the period must not count.
 * Payments ("received in the period" is the latest change to received, ADR 046): ORD-1 is not
 * received now; ORD-3 was received in April; ORD-5 was received in February and again in March
 * (March has it, February does not); ORD-9's payment appeared already received (the history records
 * the whole object). ORD-10, created in January, was first read on 03-02 (a listing, no lastUpdate)
 * already received, its paidAt 2025-02-28T22:30 in Brasília time, 03-01 01:30 UTC (ADR 065: paidAt
 * dates a reception). March's receptions are ORD-5, ORD-9 and ORD-10: 3 orders, 2534.56, 1910 Wp.
 */
const LATER: Record<
  string,
  { moves?: string; payments?: string; removedAt?: string; firstSeenAt?: string; paidAt?: string }
> = {
  'ORD-1': {
    moves:
      '03-04T10:00 Negociação, 03-06T10:00 Novo, 03-09T10:00 Negociação, 03-13T10:00 Fechado, 03-18T10:00 Perdido',
    payments: '03-05T10:00 received pix, 03-07T10:00 requested pix',
  },
  'ORD-3': { moves: '04-01 Negociação', payments: '04-02 received pix' },
  'ORD-4': { moves: '03-16 Fechado', removedAt: '03-17' },
  'ORD-5': {
    moves: '02-12 Fechado',
    payments: '02-20 received credito, 03-05 partial credito, 03-10T12:00 received credito',
  },
  'ORD-9': { payments: '03-25 received pix' },
  'ORD-10': { firstSeenAt: '03-02', paidAt: '2025-02-28T22:30' },
  'BUD-3': { removedAt: '03-26' },
};

/** "day what, day what" as [instant, what] pairs. */
function changes(list = ''): Array<[string, string]> {
  const pairs = list.split(', ').map((change) => change.split(/ (.*)/));
  return pairs.flatMap(([day, what]) => (day && what ? [[at(day), what]] : []));
}

/** The record a row is created with: the documented record, less what the row leaves out. */
function createdRecord([code, created, budget, status, value, power, state, who, paid]: Row) {
  const type: RequestType = code.startsWith('BUD') ? 'budget' : 'order';
  const email = who && (who.includes('@') ? who : `${who}@example.com`);
  const name = email && `${email[0]?.toUpperCase()}${email.slice(1, email.indexOf('@')).toLowerCase()}`;
  const paidAt = LATER[code]?.paidAt;
  const fields: Record<string, unknown> = {
    [type === 'order' ? 'orderCreated' : 'budgetCreated']: at(created),
    ...(budget === null ? {} : { budgetCreated: at(budget) }),
    dealStatus: status,
    finalValue: value,
    totalPower: power,
    freight: state && { address: { state, city: 'Cidade' } },
    responsible: email && { name, surname: 'Teste', email },
    // A budget keeps the record's own payment.
    ...(type === 'order' ? { payment: paid && { ...payment(paid), ...(paidAt && { paidAt }) } } : {}),
  };
  const without = Object.keys(fields).filter((key) => fields[key] === null);
  if (type === 'budget') without.push('orderCreated');
  else if (budget === null) without.push('budgetCreated');
  const record = recordWith(
    Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null)),
    without,
  );
  // The documented record's paidAt stays only where the fixture gives one.
  if (paidAt || !record.payment) return { type, record };
  const { paidAt: _documented, ...kept } = record.payment;
  return { type, record: { ...record, payment: kept } };
}

/** Writes the fixture through applyObservation, so the history and statusSince are the real ones. */
export async function seedInsightsFixture(db: Database): Promise<void> {
  for (const row of ROWS) {
    const [code, created] = row;
    const later = LATER[code] ?? {};
    const { type, record: first } = createdRecord(row);
    let record = first;
    const observe = (when: string, removed?: boolean, read = false) =>
      applyObservation(db, {
        type,
        code,
        record,
        source: read ? 'backfill' : 'webhook',
        observedAt: new Date(when),
        vendorLastUpdate: read ? null : new Date(when),
        ...(removed === undefined ? {} : { removed }),
      });
    await (later.firstSeenAt ? observe(at(later.firstSeenAt), undefined, true) : observe(at(created)));
    const steps = [
      ...changes(later.moves).map(([when, dealStatus]) => ({ when, dealStatus, paid: undefined })),
      ...changes(later.payments).map(([when, paid]) => ({ when, dealStatus: undefined, paid })),
    ].sort((a, b) => a.when.localeCompare(b.when));
    for (const { when, dealStatus, paid } of steps) {
      const change = paid ? { payment: { ...record.payment, ...payment(paid) } } : { dealStatus };
      record = readRequestRecord({ ...record, ...change }).record;
      await observe(when);
    }
    if (later.removedAt) await observe(at(later.removedAt), true);
  }
}
