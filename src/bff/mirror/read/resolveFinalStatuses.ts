import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  finalStatusesChosen,
  isFinalStatus,
  type StalledSettings,
} from '../../../contract/api/stalledSettings';
import { REQUEST_TYPES, requestTypeSchema } from '../../../contract/upstream/enums';
import type { Database } from '../../db/database';
import { queryRows } from '../../db/queryRows';
import type { ListContext } from './listContext';

const heldStatus = z.object({ type: requestTypeSchema, name: z.string() });

/**
 * The final statuses of each type as names SQL can compare: the admin's list where they chose one,
 * otherwise the suggested ones among the statuses the mirror holds (a status no request is in
 * cannot make a request stalled). mirror_status_totals is read only when a type follows the
 * suggestion, and it is one small row per status.
 */
export async function resolveFinalStatuses(
  db: Database,
  settings: StalledSettings,
): Promise<ListContext['finalStatuses']> {
  const suggested = REQUEST_TYPES.filter((type) => !finalStatusesChosen(settings, type));
  const held =
    suggested.length === 0
      ? []
      : await queryRows(
          db,
          sql`select distinct t.type, t.deal_status as name from mirror_status_totals t
              where t.type in ${suggested} and t.deal_status <> ''`,
          heldStatus,
        );
  const namesOf = (type: (typeof REQUEST_TYPES)[number]) =>
    finalStatusesChosen(settings, type)
      ? (settings.finalStatuses?.[type] ?? [])
      : held
          .filter((row) => row.type === type && isFinalStatus(settings, type, row.name))
          .map((row) => row.name);
  return { order: namesOf('order'), budget: namesOf('budget') };
}
