import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { RequestType } from '../../../contract/upstream/enums';
import { users } from './users';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Named views of the requests lists, per person, optionally shared with the team (ADR 030). The
 * query is the list's URL search string, so a view is exactly what a copied link would show.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<RequestType>().notNull(),
    name: text('name').notNull(),
    query: text('query').notNull(),
    shared: boolean('shared').notNull().default(false),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    index('saved_views_owner_idx').on(table.ownerId, table.type),
    index('saved_views_shared_idx')
      .on(table.type)
      .where(sql`${table.shared}`),
    // One default per person and type, kept by the database even under concurrent writes.
    uniqueIndex('saved_views_one_default_idx')
      .on(table.ownerId, table.type)
      .where(sql`${table.isDefault}`),
  ],
);
