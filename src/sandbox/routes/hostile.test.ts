import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRequestRecord } from '../../contract/upstream/index';
import { isAttackString } from '../data/hostile';
import { type Harness, startHarness } from '../testing/harness';

describe('the hostile scenario over HTTP', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ scenario: 'hostile', size: 60 });
  });
  afterAll(() => h.close());

  it('serves attack strings in text fields as valid JSON the contract still reads', async () => {
    const response = await h.api('/api/v2/requests/order/1/50?removed=false');
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: unknown[] };
    expect(data.length).toBeGreaterThan(0);
    const records = data.map((raw) => readRequestRecord(raw).record);
    const texts = records.flatMap((record) => [
      record.name ?? '',
      record.notes ?? '',
      record.company?.fantasyName ?? '',
    ]);
    expect(texts.some(isAttackString)).toBe(true);
    expect(texts.some((value) => value.includes('<script>'))).toBe(true);
  });
});
