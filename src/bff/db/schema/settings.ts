import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Settings an admin changes at run time, one row per setting, its value as the contract's JSON
 * (e.g. key 'stalled': StalledSettings). A missing row means the setting's default.
 */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: instant('updated_at').notNull(),
  /** The admin who set it; null once that account is deleted. */
  updatedBy: uuid('updated_by'),
});
