import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { RequestSummary } from '../../../contract/api/requests';
import { DEFAULT_STALLED_DAYS, isFinalStatus, stalledSettings } from '../../../contract/api/stalledSettings';
import type { RequestType } from '../../../contract/upstream/enums';
import type { Database } from '../../db/database';
import { queryRows } from '../../db/queryRows';
import { STALLED_SETTING_KEY } from '../../settings/stalledSettingsStore';
import { DEFAULT_STALLED_SETTINGS } from './listContext';
import { SUMMARY_COLUMNS, summaryRow } from './summaryRow';

const summaryWithStalled = z.intersection(
  summaryRow,
  z.object({ stalled: z.boolean().nullable(), settings: z.unknown() }),
);

/**
 * The summary of one request; throws when it is not in the mirror (callers know it is). Read
 * inside a write's transaction for its live event, so "stalled" is judged by the database's clock
 * against the thresholds in force (listings judge it by the backend's clock); a final status is
 * never stalled, by the same rule as the listings' (the admin's list, or the suggestion by name).
 */
export async function readSummary(db: Database, type: RequestType, code: string): Promise<RequestSummary> {
  const [row] = await queryRows(
    db,
    sql`select ${SUMMARY_COLUMNS},
               m.status_since < now() - make_interval(days => coalesce(
                 (s.value -> 'byStatus' ->> m.deal_status)::int, (s.value ->> 'defaultDays')::int,
                 ${DEFAULT_STALLED_DAYS})) as stalled,
               s.value as settings
        from mirror_requests m left join app_settings s on s.key = ${STALLED_SETTING_KEY}
        where m.type = ${type} and m.code = ${code}`,
    summaryWithStalled,
  );
  if (!row) throw new Error(`Request ${type} ${code} is not in the mirror.`);
  const { settings, stalled, ...summary } = row;
  const parsed = stalledSettings.safeParse(settings);
  const final = isFinalStatus(
    parsed.success ? parsed.data : DEFAULT_STALLED_SETTINGS,
    type,
    summary.dealStatus,
  );
  return { ...summary, stalled: (stalled ?? false) && !final };
}
