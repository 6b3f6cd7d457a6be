import { sql } from 'drizzle-orm';
import type { OpenedDatabase } from '../../db/database';
import { openDatabase } from '../../db/openDatabase';

/**
 * A migrated in-memory PGlite for the sync's tests, opened once per file; `reset()` empties what
 * the sync and the mirror write (the ledger too), between tests.
 */
export async function openSyncTestDatabase(): Promise<OpenedDatabase & { reset(): Promise<void> }> {
  const opened = await openDatabase({ dataDir: 'memory://' });
  return {
    ...opened,
    async reset() {
      await opened.db.execute(
        sql`truncate mirror_requests, mirror_status_totals, request_history, request_status_stays, webhook_inbox,
            sync_state,
            sync_refresh_queue, live_events, upstream_calls restart identity`,
      );
      await opened.db.execute(
        sql`update governor_circuit set state = 'closed', opened_at = null, cause = null`,
      );
    },
  };
}
