import { describe, expect, it } from 'vitest';
import { countFalseHistoryEntries, type HistoryEntry } from './falseHistory';

const entry = (source: HistoryEntry['source'], field: string, from: unknown, to: unknown): HistoryEntry => ({
  type: 'order',
  code: '1',
  source,
  changes: [{ field, from, to }],
});

describe('counting false history entries', () => {
  it('counts a webhook change that the next whole read undoes, and that read, as false', () => {
    expect(
      countFalseHistoryEntries([
        entry('webhook', 'products', [{ productCode: 'A', dimensions: { a: 1 } }], [{ productCode: 'A' }]),
        entry('refresh', 'products', [{ productCode: 'A' }], [{ productCode: 'A', dimensions: { a: 1 } }]),
      ]),
    ).toBe(2);
  });

  it('counts nothing for real changes, or a revert the vendor announced itself', () => {
    expect(
      countFalseHistoryEntries([
        entry('webhook', 'dealStatus', 'Novo', 'Pago'),
        entry('refresh', 'name', 'A', 'B'),
        entry('webhook', 'dealStatus', 'Pago', 'Novo'),
        entry('reconcile', 'dealStatus', 'Novo', 'Faturado'),
      ]),
    ).toBe(0);
  });
});
