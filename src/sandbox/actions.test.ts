import { afterEach, describe, expect, it } from 'vitest';
import { Activity } from './activity';
import { SandboxError } from './errors';
import { Sandbox } from './sandbox';
import { openBudget } from './testing/openBudget';

const CONVERTED = 'Convertido em pedido';

/** Live moves that keep the history coherent (ADR 086). */
describe('live moves', () => {
  let sandbox: Sandbox | undefined;
  const start = () => {
    sandbox = new Sandbox({ clock: 'manual', size: 80, seed: 'moves' });
    return sandbox;
  };
  afterEach(() => sandbox?.close());

  const refusal = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return error instanceof SandboxError ? `${error.status} ${error.code}` : String(error);
    }
    return 'done';
  };

  it('puts a budget in the converted status only by converting it into an order', () => {
    const { actions, store } = start();
    const budget = openBudget(store);
    expect(refusal(() => actions.run('statusChange', budget.code, { status: CONVERTED }))).toBe(
      '409 convertInstead',
    );
    expect(store.record(budget).dealStatus).not.toBe(CONVERTED);
    const result = actions.run('convert', budget.code);
    expect(store.record(budget).dealStatus).toBe(CONVERTED);
    const order = store.find(result.createdCode ?? '');
    expect(order?.budgetCreatedAt).toBe(budget.createdAt);
    expect(order?.cnpj).toBe(budget.cnpj);
    expect(store.record(order ?? budget).budgetCreated).toBe(store.record(budget).budgetCreated);
  });

  it("carries an order's payment along when the order is approved or cancelled", () => {
    const { actions, store } = start();
    const [first, second] = store.rows.order.filter((row) => !row.removed && row.paymentId);
    if (!first || !second) throw new Error('no orders with a payment');
    const payment = (row: typeof first) => store.record(row).payment?.status;
    actions.run('statusChange', first.code, { status: 'Aguardando pagamento' });
    actions.run('paymentStatus', first.code, { paymentStatus: 'requested' });
    actions.run('statusChange', first.code, { status: 'Pagamento aprovado' });
    expect(payment(first)).toBe('received');
    expect(store.record(first).payment?.paidAt).toBeDefined();
    // A down payment stays one: the rest is still to receive.
    actions.run('statusChange', second.code, { status: 'Aguardando pagamento' });
    actions.run('paymentStatus', second.code, { paymentStatus: 'partial' });
    actions.run('statusChange', second.code, { status: 'Pagamento aprovado' });
    expect(payment(second)).toBe('partial');
    actions.run('statusChange', first.code, { status: 'Aguardando pagamento' });
    actions.run('paymentStatus', first.code, { paymentStatus: 'requested' });
    actions.run('statusChange', first.code, { status: 'Cancelado' });
    expect(payment(first)).toBe('cancelled');
  });

  it('moves a payment one step forward when no status is named, and never back', () => {
    const { actions, store } = start();
    const order = store.rows.order.find((row) => !row.removed);
    if (!order) throw new Error('no order');
    const status = () => store.record(order).payment?.status;
    actions.run('paymentStatus', order.code, { paymentStatus: 'notRequested' });
    actions.run('paymentStatus', order.code);
    expect(status()).toBe('requested');
    actions.run('paymentStatus', order.code);
    expect(status()).toBe('received');
    expect(refusal(() => actions.run('paymentStatus', order.code))).toBe('409 paymentSettled');
    expect(status()).toBe('received');
    actions.run('paymentStatus', order.code, { paymentStatus: 'partial' });
    actions.run('paymentStatus', order.code);
    expect(status()).toBe('received');
    // A cancellation or a refund is a move someone asks for by name.
    actions.run('paymentStatus', order.code, { paymentStatus: 'cancelled' });
    expect(status()).toBe('cancelled');
    expect(refusal(() => actions.run('paymentStatus', order.code))).toBe('409 paymentSettled');
  });

  it('lets background payment changes only go forward', () => {
    const { actions, store, clock } = start();
    const steps = new Activity(clock, () => store, actions, { mix: [['paymentStatus', 1]], label: 'pay' });
    const forward = new Set(['notRequested>requested', 'requested>received', 'partial>received']);
    const seen = new Set<string>();
    for (let tick = 0; tick < 200; tick += 1) {
      const before = new Map<string, string | undefined>(
        store.rows.order.map((row) => [row.code, store.record(row).payment?.status]),
      );
      const result = steps.tick();
      if (!result) continue;
      const row = store.find(result.code);
      const move = `${before.get(result.code) ?? ''}>${row ? (store.record(row).payment?.status ?? '') : ''}`;
      expect(forward, move).toContain(move);
      seen.add(move);
    }
    expect(seen.size).toBeGreaterThan(1);
  });
});

describe('codes after a restart', () => {
  it('gives the requests it creates codes after the ones it is told are taken, never back', () => {
    const sandbox = new Sandbox({ clock: 'manual', size: 80, seed: 'codes' });
    try {
      const { actions, store } = sandbox;
      const open = () => openBudget(store).code;
      store.continueCodesAfter(20_000);
      expect(actions.run('convert', open()).createdCode).toBe('20001');
      // A lower floor (a mirror behind the world) never takes codes back.
      store.continueCodesAfter(100);
      expect(actions.run('convert', open()).createdCode).toBe('20002');
    } finally {
      sandbox.close();
    }
  });
});
