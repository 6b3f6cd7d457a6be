import { expect, it } from 'vitest';
import { requestDetail } from '../../../contract/api/requests';
import { applyObservation } from '../apply/applyObservation';
import { getDetail } from './getDetail';
import { describeOnEachEngine } from '../testing/mirrorTestDatabase';
import { recordWith } from '../testing/requestRecords';

describeOnEachEngine('one request in detail', (db) => {
  it('answers the record, its unreadable fields and its history in the contract shape', async () => {
    const record = recordWith({});
    await applyObservation(db(), {
      type: 'order',
      code: 'ORD-2024-000123',
      record,
      unreadable: [{ path: 'products[1].type', problem: 'Invalid option' }],
      source: 'backfill',
      observedAt: new Date('2025-01-01T00:00:00.000Z'),
    });
    const detail = await getDetail(db(), 'order', 'ORD-2024-000123');
    expect(requestDetail.parse(detail)).toEqual(detail);
    expect(detail?.record).toEqual(record);
    expect(detail?.unreadable).toEqual([{ path: 'products[1].type', problem: 'Invalid option' }]);
    expect(detail?.summary.code).toBe('ORD-2024-000123');
  });

  it('is null for a request the mirror does not have, or of the other type', async () => {
    await applyObservation(db(), {
      type: 'order',
      code: 'ORD-1',
      record: recordWith({ code: 'ORD-1' }),
      source: 'backfill',
      observedAt: new Date(),
    });
    expect(await getDetail(db(), 'order', 'ORD-404')).toBeNull();
    expect(await getDetail(db(), 'budget', 'ORD-1')).toBeNull();
  });
});
