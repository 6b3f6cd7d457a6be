import { eq } from 'drizzle-orm';
import {
  type CustomFieldNaming,
  type CustomFieldSetting,
  type CustomFieldSettings,
  customFieldSettings,
} from '../../contract/api/customFields';
import type { Database } from '../db/database';
import { appSettings } from '../db/schema/settings';

export const CUSTOM_FIELDS_SETTING_KEY = 'customFields';

const NONE: CustomFieldSettings = { fields: [] };

/** The names admins gave, as stored; none when no one named a field yet (or the row no longer reads). */
export async function readCustomFieldSettings(db: Database): Promise<CustomFieldSettings> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, CUSTOM_FIELDS_SETTING_KEY));
  const parsed = customFieldSettings.safeParse(row?.value);
  return parsed.success ? parsed.data : NONE;
}

export interface NamingChange {
  before: CustomFieldSetting | null;
  after: CustomFieldSetting | null;
}

/**
 * Names one field (`naming`) or forgets its name (null), in one transaction that locks the row, so
 * two admins naming two fields at once both keep their names.
 */
export async function writeCustomFieldNaming(
  db: Database,
  key: string,
  naming: CustomFieldNaming | null,
  by: { userId: string; at: Date },
): Promise<NamingChange> {
  return db.transaction(async (tx) => {
    // The row exists before it is locked, so a first naming has something to lock too.
    await tx
      .insert(appSettings)
      .values({ key: CUSTOM_FIELDS_SETTING_KEY, value: NONE, updatedAt: by.at, updatedBy: by.userId })
      .onConflictDoNothing();
    const [row] = await tx
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(eq(appSettings.key, CUSTOM_FIELDS_SETTING_KEY))
      .for('update');
    const parsed = customFieldSettings.safeParse(row?.value);
    const fields = parsed.success ? parsed.data.fields : [];
    const before = fields.find((field) => field.key === key) ?? null;
    const after: CustomFieldSetting | null = naming ? { key, ...withoutEmpty(naming) } : null;
    const others = fields.filter((field) => field.key !== key);
    const value: CustomFieldSettings = { fields: after ? [...others, after] : others };
    await tx
      .update(appSettings)
      .set({ value, updatedAt: by.at, updatedBy: by.userId })
      .where(eq(appSettings.key, CUSTOM_FIELDS_SETTING_KEY));
    return { before, after };
  });
}

/** An English name equal to the pt-BR one says nothing more: stored once. */
function withoutEmpty(naming: CustomFieldNaming): CustomFieldNaming {
  const { nameEn, ...rest } = naming;
  return nameEn === undefined || nameEn === naming.name ? rest : { ...rest, nameEn };
}

/**
 * Names fields as an admin would, once: only while no field has ever been named (the settings row
 * does not exist yet), so the names and cleared names an admin gives later survive every restart.
 * Returns whether it wrote them.
 */
export async function nameCustomFieldsOnce(
  db: Database,
  fields: readonly CustomFieldSetting[],
  at: Date,
): Promise<boolean> {
  const value = customFieldSettings.parse({
    fields: fields.map(({ key, ...naming }) => ({ key, ...withoutEmpty(naming) })),
  });
  const written = await db
    .insert(appSettings)
    .values({ key: CUSTOM_FIELDS_SETTING_KEY, value, updatedAt: at, updatedBy: null })
    .onConflictDoNothing()
    .returning({ key: appSettings.key });
  return written.length > 0;
}
