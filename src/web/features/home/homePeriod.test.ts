import { describe, expect, it } from 'vitest';
import { outstandingWindow, periodRange, readHomeSearch } from './homePeriod';

describe('the home periods', () => {
  const today = new Date(2024, 2, 5, 9, 30);

  it('cover whole days of the reader calendar, today included', () => {
    expect(periodRange('thisMonth', today)).toEqual({ from: '2024-03-01', to: '2024-03-05' });
    expect(periodRange('lastMonth', today)).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(periodRange('last30', today)).toEqual({ from: '2024-02-05', to: '2024-03-05' });
    expect(periodRange('last90', today)).toEqual({ from: '2023-12-07', to: '2024-03-05' });
    expect(periodRange('thisYear', today)).toEqual({ from: '2024-01-01', to: '2024-03-05' });
    expect(periodRange('lastMonth', new Date(2024, 0, 15))).toEqual({ from: '2023-12-01', to: '2023-12-31' });
  });

  it('look for money to receive over the longest window one answer covers', () => {
    expect(outstandingWindow(today)).toEqual({ from: '2022-03-05', to: '2024-03-05' });
  });

  it('read a link tolerantly: an unknown period opens this month', () => {
    expect(readHomeSearch({ period: 'last90' })).toEqual({ period: 'last90' });
    expect(readHomeSearch({ period: 'forever' })).toEqual({});
    expect(readHomeSearch({ period: 'thisMonth' })).toEqual({});
  });
});
