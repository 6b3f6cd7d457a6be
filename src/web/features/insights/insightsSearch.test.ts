import { describe, expect, it } from 'vitest';
import { requestFilters } from '../../../contract/api/requestFilters';
import { parseQueryString } from '../../lib/queryString';
import { drillHref, toInsightsQuery } from './insightsLinks';
import { readInsightsSearch } from './insightsSearch';

describe('the insights URL', () => {
  it('keeps what validates and drops the rest, like the lists', () => {
    expect(
      readInsightsSearch({
        from: '2026-11-01',
        to: 'yesterday',
        bucket: 'year',
        uf: 'SP,XX',
        status: 'Novo',
      }),
    ).toEqual({ from: '2026-11-01', status: ['Novo'] });
  });

  it('defaults to the 90 days up to today (UTC), by week, orders', () => {
    expect(toInsightsQuery({}, new Date('2026-03-01T01:00:00.000Z'))).toEqual({
      from: '2025-12-02',
      to: '2026-03-01',
      bucket: 'week',
      type: 'order',
    });
  });

  it('drills into a list whose filter is the page’s, the range, and the figure’s own key', () => {
    const href = drillHref(
      {
        from: '2026-11-01',
        to: '2026-11-30',
        bucket: 'month',
        type: 'budget',
        uf: ['SP'],
        removed: 'include',
      },
      'budget',
      { from: '2026-11-03', to: '2026-11-09' },
      { status: ['Em análise'], stalled: true },
    );
    const [path, query = ''] = href.split('?');
    expect(path).toBe('/budgets');
    expect(requestFilters.parse(parseQueryString(query))).toEqual({
      uf: ['SP'],
      removed: 'include',
      createdFrom: '2026-11-03',
      createdTo: '2026-11-09',
      status: ['Em análise'],
      stalled: true,
    });
  });
});
