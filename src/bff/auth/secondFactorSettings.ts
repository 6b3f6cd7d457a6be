import { eq } from 'drizzle-orm';
import type { Role } from '../../contract/api/roles';
import { type SecondFactorSettings, secondFactorSettings } from '../../contract/api/secondFactor';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { appSettings } from '../db/schema/settings';

const KEY = 'secondFactor';

/** The roles that must sign in with a second factor: the admin's choice, else the configured default. */
export async function readSecondFactorSettings(db: Database, config: Config): Promise<SecondFactorSettings> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, KEY));
  const stored = secondFactorSettings.safeParse(row?.value);
  return stored.success ? stored.data : { requiredRoles: [...config.SECOND_FACTOR_REQUIRED_ROLES] };
}

export async function writeSecondFactorSettings(
  db: Database,
  value: SecondFactorSettings,
  by: { userId: string; at: Date },
): Promise<SecondFactorSettings> {
  await db
    .insert(appSettings)
    .values({ key: KEY, value, updatedAt: by.at, updatedBy: by.userId })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: by.at, updatedBy: by.userId } });
  return value;
}

export const secondFactorRequiredFor = (roles: readonly Role[], settings: SecondFactorSettings) =>
  roles.some((role) => settings.requiredRoles.includes(role));
