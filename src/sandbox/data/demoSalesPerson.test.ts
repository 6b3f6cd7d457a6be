import { describe, expect, it } from 'vitest';
import type { RequestType } from '../../contract/upstream/index';
import { DEFAULT_SEED, DEFAULT_SIZE } from '../sandbox';
import { Store } from '../store';
import { DEMO_SALES_PERSON } from './people';

const DAY = 86_400_000;
const EPOCH = Date.UTC(2026, 10, 25, 12);

/**
 * The default demo (ADR 061): Painel's demo sales account is a collaborator of the sandbox's
 * account and responsible for a lead sales person's share of the requests, in every state a
 * sales home and a finance home show.
 */
describe("the demo sales person's work", () => {
  const store = Store.generate({ seed: DEFAULT_SEED, size: DEFAULT_SIZE, scenario: 'default', epoch: EPOCH });
  const open = (type: RequestType) =>
    new Set(store.world.statuses[type].filter((status) => !status.final).map((status) => status.name));
  const theirs = (type: RequestType) =>
    store.rows[type]
      .filter((row) => !row.removed)
      .map((row) => ({ row, record: store.record(row) }))
      .filter(({ record }) => record.responsible?.email === DEMO_SALES_PERSON.email);

  it('is one of the collaborators the vendor accepts as responsible', () => {
    expect(store.world.collaborators.map((person) => person.email)).toContain(DEMO_SALES_PERSON.email);
    expect(new Set(store.world.collaborators.map((person) => person.email)).size).toBe(
      store.world.collaborators.length,
    );
  });

  it.each(['order', 'budget'] as const)('is responsible for a lead share of the %ss', (type) => {
    const live = store.rows[type].filter((row) => !row.removed).length;
    const share = theirs(type).length / live;
    // Twice each other collaborator's chance among fourteen: 2/15 expected.
    expect(share).toBeGreaterThan(0.09);
    expect(share).toBeLessThan(0.18);
  });

  it('has recent work, stalled work and budgets that became orders', () => {
    const orders = theirs('order');
    const budgets = theirs('budget');
    expect(orders.filter(({ row }) => row.createdAt > EPOCH - 30 * DAY).length).toBeGreaterThan(3);
    const stalled = [...orders, ...budgets].filter(
      ({ row, record }) => open(row.type).has(record.dealStatus ?? '') && row.lastUpdate < EPOCH - 14 * DAY,
    );
    expect(stalled.length).toBeGreaterThan(3);
    expect(
      budgets.filter(({ record }) => record.dealStatus === 'Convertido em pedido').length,
    ).toBeGreaterThan(3);
  });

  it('has its requests in progress worked on recently, a minority of them truly stalled', () => {
    const inProgress = (['order', 'budget'] as const).flatMap((type) =>
      store.rows[type]
        .filter((row) => !row.removed)
        .filter((row) => open(type).has(store.record(row).dealStatus ?? '')),
    );
    const idleDays = inProgress.map((row) => (EPOCH - row.lastUpdate) / DAY);
    const stalledShare = idleDays.filter((days) => days > 7).length / inProgress.length;
    // Read as Painel reads it (ADR 065), the demo's default threshold of 7 days finds some stalls
    // among many requests moved this week, not a whole funnel of year-old ones.
    expect(stalledShare).toBeGreaterThan(0.1);
    expect(stalledShare).toBeLessThan(0.35);
    expect(idleDays.filter((days) => days <= 2).length).toBeGreaterThan(inProgress.length / 5);
    for (const row of inProgress) expect(row.lastUpdate).toBeGreaterThanOrEqual(row.createdAt);
  });

  it('gives finance payments still to receive and payments received on their orders', () => {
    const statuses = theirs('order').map(({ record }) => record.payment?.status);
    // Still to receive: charged, or a down payment with the rest to come.
    expect(
      statuses.filter((status) => status === 'requested' || status === 'partial').length,
    ).toBeGreaterThan(3);
    expect(statuses.filter((status) => status === 'received').length).toBeGreaterThan(3);
  });
});
