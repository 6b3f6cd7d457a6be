import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { z } from 'zod';
import type { DayRange } from '../../contract/api/insights';
import type { RequestFilters } from '../../contract/api/requestFilters';
import type { Database } from '../db/database';
import { queryRows } from '../db/queryRows';
import { anonymousContext } from '../mirror/read/listContext';
import { describeOnEachEngine } from '../mirror/testing/mirrorTestDatabase';
import { msToDays, whereOf } from './insightFilters';
import { FIXTURE_NOW, seedInsightsFixture } from './testing/insightsFixture';
import { timeInStatus } from './periodGroups';

const context = anonymousContext(FIXTURE_NOW);
const MARCH = { from: '2025-03-01', to: '2025-03-31' };

const historyRow = z.object({
  status: z.string(),
  stays: z.coerce.number().int(),
  medianMs: z.coerce.number(),
  p90Ms: z.coerce.number(),
});

/** ADR 036's definition, straight from the history: what the stays table must always agree with. */
async function fromHistory(db: Database, filters: RequestFilters, range: DayRange) {
  const rows = await queryRows(
    db,
    sql`with events as (
          select h.changes <> '[]'::jsonb as left_one,
                 jsonb_path_query_first(h.changes, '$[*] ? (@.field == "dealStatus").from') #>> '{}' as status,
                 h.at - lag(h.at) over (partition by h.code order by h.at, h.id) as stay
          from mirror_requests m
          join request_history h on h.type = m.type and h.code = m.code
          where ${whereOf('order', filters, range, context)}
            and (h.changes = '[]'::jsonb or h.changes @> '[{"field":"dealStatus"}]'::jsonb)
        )
        select e.status, count(*) as stays,
               percentile_cont(0.5) within group (order by extract(epoch from e.stay)) * 1000 as "medianMs",
               percentile_cont(0.9) within group (order by extract(epoch from e.stay)) * 1000 as "p90Ms"
        from events e
        where e.left_one and e.status is not null and e.stay is not null
        group by e.status`,
    historyRow,
  );
  return new Map(
    rows.map((row) => [
      row.status,
      { stays: row.stays, medianDays: msToDays(row.medianMs), p90Days: msToDays(row.p90Ms) },
    ]),
  );
}

describeOnEachEngine(
  'time in status from the stays table',
  (db) => {
    it.each<[string, RequestFilters, DayRange]>([
      ['March', {}, MARCH],
      ['March with removed requests', { removed: 'include' }, MARCH],
      ['only removed requests', { removed: 'only' }, MARCH],
      ['March in SP', { uf: ['SP'] }, MARCH],
      ['February and March', { removed: 'include' }, { from: '2025-02-01', to: '2025-03-31' }],
    ])('equals the figures read from the history: %s', async (_label, filters, range) => {
      const expected = await fromHistory(db(), filters, range);
      expect(expected.size).toBeGreaterThan(0);
      expect(await timeInStatus(db(), 'order', filters, range, context)).toEqual(expected);
    });
  },
  { sharedSeed: seedInsightsFixture },
);
