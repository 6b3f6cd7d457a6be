import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../db/database';
import { openDatabase } from '../db/openDatabase';
import { applyObservation } from '../mirror/apply/applyObservation';
import { anonymousContext } from '../mirror/read/listContext';
import { recordWith } from '../mirror/testing/requestRecords';
import { periodGroups } from './periodGroups';

// Read on 2025-04-05: the ages start on 03-29 (0-7), 03-06 (8-30) and 01-05 (31-90), at 00:00 UTC.
const NOW = Date.parse('2025-04-05T12:00:00.000Z');
const CREATED: Array<[code: string, created: string]> = [
  ['ORD-A', '2025-03-29T00:00:00.000Z'],
  ['ORD-B', '2025-03-28T23:59:59.999Z'],
  ['ORD-C', '2025-03-06T00:00:00.000Z'],
  ['ORD-D', '2025-03-05T23:59:59.999Z'],
  ['ORD-E', '2025-01-05T00:00:00.000Z'],
  ['ORD-F', '2025-01-04T23:59:59.999Z'],
];

describe('periodGroups: outstanding payments by age', () => {
  let opened: OpenedDatabase;

  beforeAll(async () => {
    opened = await openDatabase({ dataDir: 'memory://' });
    for (const [code, created] of CREATED) {
      await applyObservation(opened.db, {
        type: 'order',
        code,
        record: recordWith({ code, orderCreated: created, payment: { status: 'requested', type: 'pix' } }),
        source: 'webhook',
        observedAt: new Date(created),
        vendorLastUpdate: new Date(created),
      });
    }
  });
  afterAll(() => opened.close());

  it('puts a request created at a day’s first instant in that day’s age, and one a millisecond earlier in the next', async () => {
    const { byPayment } = await periodGroups(
      opened.db,
      'order',
      {},
      { from: '2025-01-01', to: '2025-04-05' },
      anonymousContext(NOW),
    );
    const counts = Object.fromEntries(byPayment.map((row) => [row.age, row.count]));
    expect(counts).toEqual({ '0-7': 1, '8-30': 2, '31-90': 2, '>90': 1 });
  });
});
