import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The recent live events, for resumption: a stream that reconnects with Last-Event-ID is replayed
 * what it missed from here. The id comes from one sequence, so ids are global across backend
 * processes; rows older than the retention are pruned (docs/decisions/019-live-events.md).
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: instant('at').notNull(),
    kind: text('kind').notNull(),
    /** The event as the contract's liveEvent schema describes it. */
    payload: jsonb('payload').notNull(),
  },
  (table) => [index('live_events_at_idx').on(table.at)],
);
