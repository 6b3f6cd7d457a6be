import { expect, it } from 'vitest';
import { collaboratorsQuery } from '../../../contract/api/collaborators';
import { listCollaborators } from './listCollaborators';
import { describeOnEachEngine } from '../testing/mirrorTestDatabase';
import { seedQueryFixtures } from '../testing/queryFixtures';

describeOnEachEngine(
  'collaborators from the mirror',
  (db) => {
    it('lists each responsible once by e-mail, alphabetically, counting requests not removed', async () => {
      const { items } = await listCollaborators(db(), collaboratorsQuery.parse({}));
      expect(items).toEqual([
        { email: 'ana@example.com', name: 'Ana Souza', requests: 1 },
        // The budget BUD-001 keeps the fixture's responsible, Bruno Lima.
        { email: 'bruno@example.com', name: 'Bruno Lima', requests: 3 },
        { email: 'carla@example.com', name: 'Carla Dias', requests: 1 },
        { email: 'joao@example.com', name: 'João Pereira', requests: 1 },
      ]);
    });

    it('finds by part of a name or e-mail, ignoring case and accents, up to the limit', async () => {
      const find = async (q: string, limit?: number) =>
        (await listCollaborators(db(), collaboratorsQuery.parse({ q, limit }))).items.map(
          (item) => item.email,
        );
      expect(await find('JOAO')).toEqual(['joao@example.com']);
      expect(await find('souza')).toEqual(['ana@example.com']);
      expect(await find('@example')).toHaveLength(4);
      expect(await find('@example', 2)).toEqual(['ana@example.com', 'bruno@example.com']);
      expect(await find('Sol Forte')).toEqual([]);
    });
  },
  { sharedSeed: (db) => seedQueryFixtures(db) },
);
