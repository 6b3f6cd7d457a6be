import { describe, expect, it } from 'vitest';
import type { RequestType } from '../../contract/upstream/index';
import type { RequestRow } from './requestRow';
import { CONVERSION_DAYS, CONVERSION_SHARE } from './generateRequests';
import { Store } from '../store';
import type { Scenario } from './world';

const DAY = 86_400_000;
const EPOCH = Date.UTC(2026, 10, 25, 12);

/**
 * The generated history reads as a real partner account (ADR 086): every order that names a
 * budget names one the sandbox holds, that budget became that order, and Painel's conversion
 * cohort (ADR 062) computed from the rows never passes 100 %.
 */
describe.each([
  ['default', 600],
  ['hostile', 150],
  ['xss', 60],
] as Array<[Scenario, number]>)('the generated history (%s, %i a type)', (scenario, size) => {
  const store = Store.generate({ seed: `cohort-${scenario}`, size, scenario, epoch: EPOCH });
  const { budget: budgets, order: orders } = store.rows;
  const convertedStatus = store.world.statuses.budget.find((status) => status.converted)?.name;
  // Painel's link from an order to its budget: the creation instant to the ms and the company.
  const budgetKey = (at: number | undefined, cnpj: string) => `${at ?? ''} ${cnpj}`;
  const byKey = new Map(budgets.map((row) => [budgetKey(row.createdAt, row.cnpj), row]));
  const fromBudget = orders.filter((row) => row.budgetCreatedAt !== undefined);
  const named = new Set(fromBudget.map((row) => budgetKey(row.budgetCreatedAt, row.cnpj)));

  it('keeps size budgets and size orders, codes in creation order across both', () => {
    expect(budgets).toHaveLength(size);
    expect(orders).toHaveLength(size);
    const all = [...budgets, ...orders].sort((a, b) => Number(a.code) - Number(b.code));
    for (let i = 1; i < all.length; i += 1) {
      expect(all[i]?.createdAt).toBeGreaterThanOrEqual(all[i - 1]?.createdAt ?? 0);
    }
  });

  it('makes every order that names a budget from a budget it holds, in the converted status', () => {
    expect(convertedStatus).toBe('Convertido em pedido');
    for (const order of fromBudget) {
      const budget = byKey.get(budgetKey(order.budgetCreatedAt, order.cnpj));
      expect(budget, `the budget of order ${order.code}`).toBeDefined();
      if (!budget) continue;
      expect(budget.removed).toBe(false);
      expect(store.record(budget).dealStatus).toBe(convertedStatus);
      const record = store.record(order);
      expect(record.budgetCreated).toBe(store.record(budget).budgetCreated);
      expect(record.company?.cnpj).toBe(store.record(budget).company?.cnpj);
      expect(record.responsible?.email).toBe(store.record(budget).responsible?.email);
      expect(order.seed.customerName).toBe(budget.seed.customerName);
      expect(order.seed.kit).toEqual(budget.seed.kit);
      expect(record.totalPower).toBe(store.record(budget).totalPower);
      const delay = order.createdAt - budget.createdAt;
      expect(delay).toBeGreaterThanOrEqual(CONVERSION_DAYS.min * DAY);
      expect(delay).toBeLessThanOrEqual(CONVERSION_DAYS.max * DAY);
      expect(order.createdAt).toBeLessThan(EPOCH);
      expect(budget.lastUpdate).toBeGreaterThanOrEqual(order.createdAt);
    }
    // One order per budget.
    expect(named.size).toBe(fromBudget.length);
  });

  it('puts no other budget in the converted status, and gives orders without a budget no budgetCreated', () => {
    for (const budget of budgets) {
      const converted = named.has(budgetKey(budget.createdAt, budget.cnpj));
      expect(store.record(budget).dealStatus === convertedStatus, `budget ${budget.code}`).toBe(converted);
    }
    for (const order of orders.filter((row) => row.budgetCreatedAt === undefined)) {
      expect(store.record(order)).not.toHaveProperty('budgetCreated');
      expect(store.record(order).orderCreated).toBeDefined();
    }
  });

  it('converts about half the budgets, the recent ones less often', () => {
    const rate = (rows: RequestRow[]) =>
      rows.filter((row) => named.has(budgetKey(row.createdAt, row.cnpj))).length / rows.length;
    expect(rate(budgets)).toBeGreaterThan(0.35);
    expect(rate(budgets)).toBeLessThan(CONVERSION_SHARE + 0.05);
    const old = budgets.filter((row) => row.createdAt < EPOCH - 60 * DAY);
    const recent = budgets.filter((row) => row.createdAt > EPOCH - 30 * DAY);
    expect(recent.length).toBeGreaterThan(0);
    expect(rate(recent)).toBeLessThan(rate(old));
  });

  it('puts a request only in a status its age can have reached, and never there before', () => {
    const reached = new Map(
      [...store.world.statuses.budget, ...store.world.statuses.order].map((status) => [
        `${status.type} ${status.name}`,
        status.reachedAfterDays,
      ]),
    );
    for (const row of [...budgets, ...orders]) {
      const days = reached.get(`${row.type} ${store.record(row).dealStatus ?? ''}`);
      expect(days, `${row.type} ${row.code}`).toBeDefined();
      expect((EPOCH - row.createdAt) / DAY, `${row.type} ${row.code}`).toBeGreaterThanOrEqual(days ?? 0);
      // Its last update (when it came into this status at the latest) is after those days.
      expect(row.lastUpdate, `${row.type} ${row.code}`).toBeGreaterThanOrEqual(
        row.createdAt + (days ?? 0) * DAY,
      );
    }
  });

  it('keeps the cohort rate Painel computes from the rows at or under 100 % in every month', () => {
    // As Painel reads them: removed requests are out, so a budget whose order was removed is open.
    const live = orders.filter((row) => !row.removed);
    const liveNamed = new Set(live.map((row) => budgetKey(row.budgetCreatedAt, row.cnpj)));
    for (let end = EPOCH; end > EPOCH - 540 * DAY; end -= 30 * DAY) {
      const inPeriod = (at: number | undefined) => at !== undefined && at >= end - 30 * DAY && at < end;
      const created = budgets.filter((row) => inPeriod(row.createdAt) && !row.removed);
      const converted = live.filter((row) => inPeriod(row.budgetCreatedAt)).length;
      const open = created.filter((row) => !liveNamed.has(budgetKey(row.createdAt, row.cnpj))).length;
      // No phantom budgets: each converted one is a budget created in the period.
      expect(converted).toBeLessThanOrEqual(created.length);
      if (converted + open > 0) expect(converted / (converted + open)).toBeLessThanOrEqual(1);
      expect(converted + open).toBe(created.length);
    }
  });
});

describe("the default demo's last five days", () => {
  it('has orders still on their way, none delivered yet, and new budgets still open', () => {
    const store = Store.generate({ seed: 'last-days', size: 600, scenario: 'default', epoch: EPOCH });
    const statusesOf = (type: RequestType) =>
      store.rows[type]
        .filter((row) => row.createdAt > EPOCH - 5 * DAY)
        .map((row) => store.record(row).dealStatus);
    const orders = statusesOf('order');
    expect(orders.length).toBeGreaterThan(5);
    expect(orders).not.toContain('Entregue');
    expect(orders).toContain('Aguardando pagamento');
    expect(statusesOf('budget')).not.toContain('Aprovado');
  });
});

describe('the generated kit names', () => {
  // The Potência column (formatKilowattPeak) writes a kit's totalPower in pt-BR with two decimals,
  // an exact half up; the kit's name starts with the same figure, or a row reads as two kits.
  const column = new Intl.NumberFormat('pt-BR', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  });
  const store = Store.generate({ seed: 'kit-names', size: 1500, scenario: 'default', epoch: EPOCH });
  const rows = [...store.rows.budget, ...store.rows.order];

  it('start with the power the Potência column shows, exact halves included', () => {
    // A kit of odd-watt modules is often an exact half of 10 Wp (32.745 kWp): the case that split.
    expect(rows.filter((row) => row.totalPower % 10 === 5).length).toBeGreaterThan(50);
    for (const row of rows) {
      const named = /^(\d+,\d{2}) kWp - /.exec(row.name)?.[1];
      expect(named, `the name of ${row.code}`).toBeDefined();
      expect(named, `${row.name} (${row.totalPower} Wp)`).toBe(column.format(row.totalPower / 1000));
    }
  });
});
