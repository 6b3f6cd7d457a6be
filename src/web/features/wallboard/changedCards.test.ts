import { describe, expect, it } from 'vitest';
import { boardOf, card, column } from '../../lib/testing/boardFixtures';
import { changedCodes, snapshotOf } from './changedCards';

const before = boardOf(
  column('Novo', 10, [card('1', 'Novo'), card('2', 'Novo')]),
  column('Faturado', 20, [card('3', 'Faturado')]),
);

describe('changed cards', () => {
  it('are those in another column than before, and those new on the board', () => {
    const after = boardOf(
      column('Novo', 10, [card('2', 'Novo')]),
      column('Faturado', 20, [card('1', 'Faturado'), card('3', 'Faturado'), card('4', 'Faturado')]),
    );
    expect(changedCodes(snapshotOf(before), after)).toEqual(['1', '4']);
  });

  it('are none at the first sight of a board, or when nothing moved', () => {
    expect(changedCodes(undefined, before)).toEqual([]);
    expect(changedCodes(snapshotOf(before), before)).toEqual([]);
  });
});
