import { expect, it } from 'vitest';
import { DEFAULT_STALLED_SETTINGS } from './listContext';
import { resolveFinalStatuses } from './resolveFinalStatuses';
import { describeOnEachEngine } from '../testing/mirrorTestDatabase';
import { seedQueryFixtures } from '../testing/queryFixtures';

describeOnEachEngine(
  'the final statuses in force',
  (db) => {
    it('suggests the final-sounding statuses the mirror holds when the admin never chose', async () => {
      // The fixtures hold Novo, Enviado, Em negociação and a removed order in Cancelado.
      expect(await resolveFinalStatuses(db(), DEFAULT_STALLED_SETTINGS)).toEqual({
        order: ['Cancelado'],
        budget: [],
      });
    });

    it("takes the admin's list as it is, per type, an empty list meaning none", async () => {
      expect(
        await resolveFinalStatuses(db(), { ...DEFAULT_STALLED_SETTINGS, finalStatuses: { order: ['Novo'] } }),
      ).toEqual({ order: ['Novo'], budget: [] });
      expect(
        await resolveFinalStatuses(db(), {
          ...DEFAULT_STALLED_SETTINGS,
          finalStatuses: { order: [], budget: ['Perdido'] },
        }),
      ).toEqual({ order: [], budget: ['Perdido'] });
    });
  },
  { sharedSeed: seedQueryFixtures },
);
