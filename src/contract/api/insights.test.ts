import { expect, it } from 'vitest';
import { insightsQuery } from './insights';

it.each([
  [{ from: '2025-03-02', to: '2025-03-01' }, false],
  [{ from: '2024-01-01', to: '2025-03-01', bucket: 'day' }, false],
  [{ from: '2024-01-01', to: '2025-03-01', bucket: 'week' }, true],
])('refuses a period that ends before it starts, or too many daily buckets: %o', (query, valid) => {
  expect(insightsQuery.safeParse(query).success).toBe(valid);
});

it('leaves the created days out of the query: the period is its own', () => {
  const query = insightsQuery.parse({ from: '2025-03-01', to: '2025-03-31', createdFrom: '2025-01-01' });
  expect(query).not.toHaveProperty('createdFrom');
});
