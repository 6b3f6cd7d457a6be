import { describe, expect, it } from 'vitest';
import { boardOf, column } from '../testing/boardFixtures';
import { orderedColumns } from './orderedColumns';

describe('the columns of a board', () => {
  it('follow the statuses’ sequence, unsequenced ones after, other statuses last', () => {
    const other = { ...column('', undefined, []), status: null, count: 2 };
    const board = boardOf(
      other,
      column('Faturado', 40, []),
      column('Sem ordem', undefined, []),
      column('Novo', 10, []),
    );
    expect(orderedColumns(board).map((each) => each.name)).toEqual(['Novo', 'Faturado', 'Sem ordem', '']);
  });
});
