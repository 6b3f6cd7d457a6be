import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { RequestType } from '../../../contract/upstream/enums';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type BulkJobState = 'running' | 'done' | 'cancelled';
export type BulkItemState = 'pending' | 'done' | 'skipped' | 'refused' | 'cancelled';

/** Who started a job, as the write path names its actor (src/bff/writes/writeActor.ts). */
export interface BulkJobStarter {
  kind: 'user';
  id: string;
  /** The person's e-mail. */
  label: string;
  name?: string;
}

/**
 * A bulk change a person started: today only "hand these requests to one responsible". Its items
 * are sent one by one by the sync leader at the governor's `bulk` priority (ADR 075), so it
 * survives a restart or a change of leader and never repeats a vendor call.
 */
export const bulkJobs = pgTable(
  'bulk_jobs',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').$type<'responsible'>().notNull(),
    /** The new responsible's e-mail, as the vendor's collaborators list it, and their name. */
    targetEmail: text('target_email').notNull(),
    targetName: text('target_name').notNull(),
    startedBy: jsonb('started_by').$type<BulkJobStarter>().notNull(),
    state: text('state').$type<BulkJobState>().notNull(),
    total: integer('total').notNull(),
    createdAt: instant('created_at').notNull(),
    finishedAt: instant('finished_at'),
    /** Who cancelled it (their name), when it was cancelled. */
    cancelledBy: text('cancelled_by'),
  },
  (table) => [index('bulk_jobs_created_idx').on(table.createdAt)],
);

/** One request of a job: one idempotent write of its own, with its result in words for people. */
export const bulkJobItems = pgTable(
  'bulk_job_items',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => bulkJobs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    type: text('type').$type<RequestType>().notNull(),
    code: text('code').notNull(),
    state: text('state').$type<BulkItemState>().notNull(),
    /** Why the vendor refused it (its words), or why it was skipped. */
    reason: text('reason'),
    attempts: integer('attempts').notNull().default(0),
    /** Not tried again before this instant (a governor refusal's time, a step that timed out). */
    nextAt: instant('next_at').notNull(),
    finishedAt: instant('finished_at'),
  },
  (table) => [
    primaryKey({ columns: [table.jobId, table.position] }),
    index('bulk_job_items_due_idx').on(table.state, table.nextAt),
  ],
);
