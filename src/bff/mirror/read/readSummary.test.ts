import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { writeStalledSettings } from '../../settings/stalledSettingsStore';
import { readSummary } from './readSummary';
import { describeOnEachEngine } from '../testing/mirrorTestDatabase';
import { seedQueryFixtures } from '../testing/queryFixtures';

const BY = { userId: '00000000-0000-4000-8000-000000000001', at: new Date('2025-01-01T00:00:00Z') };

describeOnEachEngine('the summary of a live event', (db) => {
  it('never flags a final status as stalled: the suggestion until the admin chooses, then their list', async () => {
    await seedQueryFixtures(db());
    // Years in every status: past every threshold.
    await db().execute(sql`update mirror_requests set status_since = '2000-01-01T00:00:00Z'`);
    const stalled = async (code: string) => (await readSummary(db(), 'order', code)).stalled;
    expect([await stalled('ORD-001'), await stalled('ORD-004')]).toEqual([true, false]); // Novo, Cancelado
    await writeStalledSettings(
      db(),
      { defaultDays: 7, byStatus: {}, finalStatuses: { order: ['Novo'] } },
      BY,
    );
    expect([await stalled('ORD-001'), await stalled('ORD-004')]).toEqual([false, true]);
    await writeStalledSettings(
      db(),
      { defaultDays: 7, byStatus: {}, finalStatuses: { budget: ['Novo'] } },
      BY,
    );
    expect([await stalled('ORD-001'), await stalled('ORD-004')]).toEqual([true, false]);
  });
});
