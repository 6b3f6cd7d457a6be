import { expect, it } from 'vitest';
import { mirrorRequests } from '../../db/schema/mirror';
import { describeOnEachEngine } from '../testing/mirrorTestDatabase';
import { highestNumericCode } from './highestCode';

const AT = new Date('2025-01-01T00:00:00Z');
const row = (type: 'order' | 'budget', code: string) => ({
  type,
  code,
  record: {},
  lastChangedAt: AT,
  syncedAt: AT,
});

describeOnEachEngine('the highest code the mirror holds', (db) => {
  it('is null while the mirror is empty', async () => {
    expect(await highestNumericCode(db())).toBeNull();
  });

  it('compares codes as numbers across both types, and passes over codes that are not numbers', async () => {
    await db()
      .insert(mirrorRequests)
      .values([
        row('budget', '9999'),
        row('order', '11202'),
        row('order', 'ORD-99999'),
        row('budget', '10050'),
      ]);
    expect(await highestNumericCode(db())).toBe(11_202);
  });
});
