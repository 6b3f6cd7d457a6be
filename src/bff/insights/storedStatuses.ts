import { eq } from 'drizzle-orm';
import { requestStatus } from '../../contract/upstream/requestStatus';
import type { RequestType } from '../../contract/upstream/enums';
import type { Database } from '../db/database';
import { requestStatusesCache } from '../db/schema/statusesCache';
import { orderedStatuses } from '../mirror/buildBoard';
import { statusesFromMirror } from '../mirror/statusesSource';

/**
 * The configured status names in `sequence` order, from what the statuses cache last stored,
 * however old: insights never ask the vendor (ADR 036). The sync reads the statuses never stored
 * at its start, before its first page of requests (ADR 051), so a fresh install's funnel comes in
 * sequence as soon as there are requests to show; until then, or when that read could not be
 * made, the statuses the mirror holds, by name.
 */
export async function storedStatusOrder(db: Database, type: RequestType): Promise<string[]> {
  const [row] = await db
    .select({ statuses: requestStatusesCache.statuses })
    .from(requestStatusesCache)
    .where(eq(requestStatusesCache.type, type));
  const stored = (row?.statuses ?? []).flatMap((raw) => {
    const parsed = requestStatus.safeParse(raw);
    return parsed.success ? [parsed.data] : [];
  });
  const statuses = stored.length > 0 ? stored : await statusesFromMirror(db)(type);
  return orderedStatuses(statuses).map((status) => status.name);
}
