import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/database';
import { syncState } from '../db/schema/syncState';

/**
 * One typed document of `sync_state`. A stored value that no longer matches the schema (an older
 * version of Painel wrote it) reads as the fallback: the sync then starts that part over, which
 * costs calls but never leaves it stuck.
 */
export async function readSyncState<T>(
  db: Database,
  key: string,
  schema: z.ZodType<T>,
  fallback: T,
): Promise<T> {
  const [row] = await db.select({ value: syncState.value }).from(syncState).where(eq(syncState.key, key));
  if (!row) return fallback;
  const parsed = schema.safeParse(row.value);
  return parsed.success ? parsed.data : fallback;
}

export async function writeSyncState(db: Database, key: string, value: unknown, at: Date): Promise<void> {
  await db
    .insert(syncState)
    .values({ key, value, updatedAt: at })
    .onConflictDoUpdate({ target: syncState.key, set: { value, updatedAt: at } });
}
