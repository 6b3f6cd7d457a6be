import type { RequestStatus, RequestType } from '../../contract/upstream/index';
import type { Rng } from './prng';

/**
 * The request statuses the integrator's account has configured, per request type. `final` marks
 * where a request stops moving (activity never moves it on); `converted` is where a budget lands
 * when it becomes an order.
 */
export interface ConfiguredStatus extends Required<Pick<RequestStatus, 'id' | 'name' | 'sequence' | 'type'>> {
  final: boolean;
  converted?: boolean;
  /** Relative share of generated requests sitting in this status. */
  weight: number;
  /** An order's payment in this status: still to come, paid, or called off with the order. */
  payment?: OrderPaymentStage;
  /** The fewest days after its creation a request takes to get here (a kit is not delivered the day it is ordered). */
  reachedAfterDays: number;
}

export type OrderPaymentStage = 'awaiting' | 'paid' | 'cancelled';

// [name, weight, final, fewest days after creation, an order's payment]. A budget becomes an order
// when its conversion date says (generateRequests), so its converted status is reached at once.
const BUDGET = [
  ['Novo', 14, false, 0],
  ['Em negociação', 18, false, 1],
  ['Proposta enviada', 20, false, 2],
  ['Aguardando aprovação', 12, false, 4],
  ['Aprovado', 8, false, 6],
  ['Convertido em pedido', 16, true, 0],
  ['Perdido', 12, true, 5],
] as const;

const ORDER = [
  ['Aguardando pagamento', 14, false, 0, 'awaiting'],
  ['Pagamento aprovado', 12, false, 1, 'paid'],
  ['Em separação', 10, false, 3, 'paid'],
  ['Faturado', 12, false, 6, 'paid'],
  ['Em transporte', 12, false, 8, 'paid'],
  ['Entregue', 34, true, 12, 'paid'],
  ['Cancelado', 6, true, 1, 'cancelled'],
] as const;

/**
 * Sequences are spaced by ten (as configurable lists usually are, leaving room to insert) and the
 * list is kept in creation order, which is not sequence order: the statuses endpoint sorts.
 */
export function generateStatuses(rng: Rng): Record<RequestType, ConfiguredStatus[]> {
  const build = (
    type: RequestType,
    rows: ReadonlyArray<readonly [string, number, boolean, number, OrderPaymentStage?]>,
  ) => {
    const statuses = rows.map(([name, weight, final, reachedAfterDays, payment], index) => ({
      id: rng.hex(24),
      name,
      sequence: (index + 1) * 10,
      type,
      final,
      weight,
      reachedAfterDays,
      converted: type === 'budget' && name === 'Convertido em pedido' ? true : undefined,
      payment,
    }));
    // Configured in another order than they are shown: the endpoint must sort by sequence.
    return rng.sample(statuses, statuses.length);
  };
  return { budget: build('budget', BUDGET), order: build('order', ORDER) };
}

export function sortedBySequence(statuses: readonly ConfiguredStatus[]): ConfiguredStatus[] {
  return [...statuses].sort((a, b) => a.sequence - b.sequence);
}
