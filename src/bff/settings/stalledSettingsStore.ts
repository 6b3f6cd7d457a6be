import { eq } from 'drizzle-orm';
import { type StalledSettings, stalledSettings } from '../../contract/api/stalledSettings';
import type { Database } from '../db/database';
import { appSettings } from '../db/schema/settings';
import { DEFAULT_STALLED_SETTINGS } from '../mirror/read/listContext';

export const STALLED_SETTING_KEY = 'stalled';

/** The thresholds in force: the stored ones, or the defaults (7 days, no override). */
export async function readStalledSettings(db: Database): Promise<StalledSettings> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, STALLED_SETTING_KEY));
  // Stored through the same schema; a row that no longer reads (a hand edit) falls back.
  const parsed = stalledSettings.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_STALLED_SETTINGS;
}

export async function writeStalledSettings(
  db: Database,
  settings: StalledSettings,
  by: { userId: string; at: Date },
): Promise<StalledSettings> {
  await db
    .insert(appSettings)
    .values({ key: STALLED_SETTING_KEY, value: settings, updatedAt: by.at, updatedBy: by.userId })
    .onConflictDoUpdate({
      target: appSettings.key,
      set: { value: settings, updatedAt: by.at, updatedBy: by.userId },
    });
  return settings;
}
