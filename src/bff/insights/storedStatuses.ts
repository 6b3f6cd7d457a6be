import { eq } from 'drizzle-orm';
import { requestStatus } from '../../contract/upstream/requestStatus';
import type { RequestType } from '../../contract/upstream/enums';
import type { Database } from '../db/database';
import { requestStatusesCache } from '../db/schema/statusesCache';
import { HttpProblem } from '../http/problem';
import { orderedStatuses } from '../mirror/buildBoard';
import { type StatusesCacheReader, statusesFromMirror } from '../mirror/statusesSource';

/**
 * The configured status names in `sequence` order, from what the statuses cache last stored,
 * however old: an expired copy is never refreshed here, so insights cost no vendor call once
 * statuses were read. When nothing was ever stored (a fresh start before a board or a list filter
 * asked), the answer waits for the cache to read them: one vendor call per type, shared by every
 * process, instead of a funnel in the wrong order (ADR 044). When the vendor cannot be asked
 * (not configured, budget used up, circuit open), the statuses the mirror holds, by name.
 */
export async function storedStatusOrder(
  db: Database,
  cache: StatusesCacheReader,
  type: RequestType,
): Promise<string[]> {
  const [row] = await db
    .select({ statuses: requestStatusesCache.statuses })
    .from(requestStatusesCache)
    .where(eq(requestStatusesCache.type, type));
  const stored = (row?.statuses ?? []).flatMap((raw) => {
    const parsed = requestStatus.safeParse(raw);
    return parsed.success ? [parsed.data] : [];
  });
  const statuses = stored.length > 0 ? stored : await firstRead(db, cache, type);
  return orderedStatuses(statuses).map((status) => status.name);
}

async function firstRead(db: Database, cache: StatusesCacheReader, type: RequestType) {
  try {
    const { statuses } = await cache.get(type);
    if (statuses.length > 0) return statuses;
  } catch (error) {
    if (!(error instanceof HttpProblem)) throw error;
  }
  return statusesFromMirror(db)(type);
}
