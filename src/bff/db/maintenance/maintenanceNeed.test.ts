import { describe, expect, it } from 'vitest';
import { maintenanceNeed } from './maintenanceNeed';
import type { TableStatistics } from './tableStatistics';

/** A table of 1,000 rows, vacuumed and analyzed, untouched since. */
const quiet: TableStatistics = {
  table: 'mirror_requests',
  reltuples: 1_000,
  live: 1_000,
  dead: 0,
  modifiedSinceAnalyze: 0,
  insertedSinceVacuum: 0,
  vacuums: 1,
  bytes: 81_920,
};
const need = (changes: Partial<TableStatistics>) => maintenanceNeed({ ...quiet, ...changes });

describe('what a table needs, by autovacuum’s default thresholds', () => {
  it('asks nothing of a table that changed little since its last vacuum and analyze', () => {
    expect(need({})).toBeNull();
    expect(need({ dead: 250, modifiedSinceAnalyze: 150, insertedSinceVacuum: 1_200 })).toBeNull();
  });

  it('vacuums above 50 dead rows plus a fifth of the table', () => {
    expect(need({ dead: 251, modifiedSinceAnalyze: 251 })).toEqual({
      table: 'mirror_requests',
      action: 'vacuum',
      reason: 'dead rows',
    });
  });

  it('vacuums an insert-only table above 1,000 inserted rows plus a fifth, for its visibility map', () => {
    expect(need({ insertedSinceVacuum: 1_201, modifiedSinceAnalyze: 1_201 })).toMatchObject({
      action: 'vacuum',
      reason: 'inserted rows',
    });
  });

  it('only analyzes above 50 changed rows plus a tenth, while the dead rows stay below theirs', () => {
    expect(need({ modifiedSinceAnalyze: 151, dead: 100 })).toMatchObject({
      action: 'analyze',
      reason: 'modified rows',
    });
  });

  it('vacuums a table holding rows that the statistics never saw vacuumed (PGlite after an open)', () => {
    const reopened = { reltuples: -1, live: 0, vacuums: 0 };
    expect(need(reopened)).toMatchObject({ action: 'vacuum', reason: 'never vacuumed' });
    expect(need({ ...reopened, bytes: 0 })).toBeNull();
  });

  it('sizes the table by the catalog when the live count was lost, by the live count before a first analyze', () => {
    // 1,000 rows in the catalog, none counted live since the statistics began: 300 dead is over.
    expect(need({ live: 0, dead: 300 })).toMatchObject({ reason: 'dead rows' });
    // Never analyzed (-1), 2,000 counted live: 400 dead is under 50 + 400.
    expect(need({ reltuples: -1, live: 2_000, dead: 400 })).toBeNull();
  });
});
