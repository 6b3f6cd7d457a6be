import type { Board, BoardColumn } from '../../../contract/api/board';
import type { RequestSummary } from '../../../contract/api/requests';
import { summary } from './apiFixtures';

/** A card of a board: a summary in `status`, moved there at `statusSince`. */
export function card(code: string, status: string, overrides: Partial<RequestSummary> = {}): RequestSummary {
  return summary({ code, dealStatus: status, name: `Pedido ${code}`, ...overrides });
}

/** A column of a configured status, its count and sums from its cards unless given. */
export function column(
  name: string,
  sequence: number | undefined,
  cards: RequestSummary[],
  overrides: Partial<BoardColumn> = {},
): BoardColumn {
  return {
    status: { id: `status-${name}`, name, sequence, type: 'order' },
    name,
    count: cards.length,
    sumFinalValue: cards.reduce((sum, each) => sum + (each.finalValue ?? 0), 0),
    sumTotalPower: cards.reduce((sum, each) => sum + (each.totalPower ?? 0), 0),
    cards,
    ...overrides,
  };
}

export function boardOf(...columns: BoardColumn[]): Board {
  return { columns, total: columns.reduce((sum, each) => sum + each.count, 0) };
}
