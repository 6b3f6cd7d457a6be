import { describe, expect, it } from 'vitest';
import { parseQueryString, toQueryString } from './queryString';

describe('query strings', () => {
  it('reads values as text and repeated keys as lists, guessing no types', () => {
    expect(parseQueryString('?code=00123&page=2&uf=SP&uf=RJ&q=caf%C3%A9+solar')).toEqual({
      code: '00123',
      page: '2',
      uf: ['SP', 'RJ'],
      q: 'café solar',
    });
    expect(parseQueryString('')).toEqual({});
  });

  it('writes lists as readable comma lists and leaves out what is empty', () => {
    expect(
      toQueryString({
        uf: ['SP', 'RJ'],
        page: 2,
        q: 'a b&c',
        empty: '',
        none: undefined,
        list: [],
        mine: true,
        stalled: false,
      }),
    ).toBe('uf=SP,RJ&page=2&q=a+b%26c&mine=1&stalled=0');
  });

  it('round-trips: what it writes reads back as the same text', () => {
    const written = toQueryString({ status: ['Em análise', 'Novo'], cnpj: '12345678000195' });
    expect(parseQueryString(written)).toEqual({ status: 'Em análise,Novo', cnpj: '12345678000195' });
  });
});
