import { sql } from 'drizzle-orm';
import type { RequestSummary } from '../../contract/api/requests';
import type { RequestType } from '../../contract/upstream/enums';
import type { Database } from '../db/database';
import { queryRows } from '../db/queryRows';
import { SUMMARY_COLUMNS, summaryRow } from './summaryRow';

/** The summary of one request; throws when it is not in the mirror (callers know it is). */
export async function readSummary(db: Database, type: RequestType, code: string): Promise<RequestSummary> {
  const [summary] = await queryRows(
    db,
    sql`select ${SUMMARY_COLUMNS} from mirror_requests m where m.type = ${type} and m.code = ${code}`,
    summaryRow,
  );
  if (!summary) throw new Error(`Request ${type} ${code} is not in the mirror.`);
  return summary;
}
