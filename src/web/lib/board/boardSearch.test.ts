import { describe, expect, it } from 'vitest';
import { readBoardSearch, toBoardQuery, withBoardFilter } from './boardSearch';

describe('the board search', () => {
  it('keeps the filters a link carries and drops the ones that do not validate', () => {
    expect(
      readBoardSearch({
        q: 'solar',
        responsible: 'ana',
        uf: 'SP,XX',
        createdFrom: '2024-01-01',
        createdTo: 'yesterday',
        page: '2',
      }),
    ).toEqual({ q: 'solar', responsible: 'ana', createdFrom: '2024-01-01' });
    expect(readBoardSearch({ uf: 'SP,RJ' })).toEqual({ uf: ['SP', 'RJ'] });
  });

  it('asks the API only for what is set, with the cards per column', () => {
    expect(toBoardQuery({ uf: ['SP'], q: undefined }, 12)).toEqual({ uf: ['SP'], cardsPerColumn: 12 });
    expect(toBoardQuery({})).toEqual({ cardsPerColumn: 20 });
  });

  it('clears a list filter when its last value goes', () => {
    expect(withBoardFilter({ uf: ['SP'], q: 'x' }, 'uf', [])).toEqual({ uf: undefined, q: 'x' });
  });
});
