import { describe, expect, it } from 'vitest';
import { readRequestsSearch } from '../requestsSearch';
import { isActiveView, searchOfView, viewQueryOf } from './viewQuery';

describe('a saved view query', () => {
  it('written today carries the work queues as 1', () => {
    expect(viewQueryOf(readRequestsSearch({ uf: 'SP', mine: '1', page: '2' }))).toBe('uf=SP&mine=1');
  });

  it('saved before with mine=true still opens and is still recognised as the active view', () => {
    const old = 'uf=SP&mine=true&stalled=true';
    expect(searchOfView(old)).toEqual({ uf: ['SP'], mine: true, stalled: true });
    expect(isActiveView(old, readRequestsSearch({ uf: 'SP', mine: '1', stalled: '1' }))).toBe(true);
    expect(isActiveView(old, readRequestsSearch({ uf: 'SP', mine: '1' }))).toBe(false);
  });
});
