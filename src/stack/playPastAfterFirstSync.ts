import { and, count, eq, inArray } from 'drizzle-orm';
import type { RequestType } from '../contract/upstream/enums';
import type { Database } from '../bff/db/database';
import { mirrorRequests } from '../bff/db/schema/mirror';
import { backfillCursor } from '../bff/sync/backfill';
import { backfillStateKey } from '../bff/sync/loops/leaderState';
import { readSyncState } from '../bff/sync/syncStateStore';
import type { Sandbox } from '../sandbox/index';

export interface PastPlayLogger {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
}

export interface PlayPastOptions {
  /** How often the mirror is looked at (wall clock, default 1 s). */
  pollMs?: number;
  /** The longest wait for the first copy before the past is played anyway (default 10 minutes). */
  maxWaitMs?: number;
  logger?: PastPlayLogger;
}

async function mirrored(db: Database, type: RequestType, codes: readonly string[]): Promise<number> {
  if (codes.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(mirrorRequests)
    .where(and(eq(mirrorRequests.type, type), inArray(mirrorRequests.code, [...codes])));
  return row?.n ?? 0;
}

/** Whether Painel's mirror holds every request the sandbox's past may act on. */
export async function holdsPastReach(db: Database, sandbox: Sandbox): Promise<boolean> {
  const reach = sandbox.past.reach();
  for (const type of ['order', 'budget'] as const) {
    if ((await mirrored(db, type, reach[type])) < reach[type].length) return false;
  }
  return true;
}

/**
 * Whether Painel's backfill has gone as far as it can for now: every request of both types copied,
 * or a type waiting (for the budget's next hour, or after a failure), when holding the past back
 * any longer would only keep the demo's time in status empty.
 */
export async function backfillSettled(db: Database): Promise<boolean> {
  for (const type of ['order', 'budget'] as const) {
    const cursor = await readSyncState(db, backfillStateKey(type), backfillCursor.nullable(), null);
    if (cursor?.phase !== 'done' && cursor?.waitingUntil == null) return false;
  }
  return true;
}

/**
 * Waits until Painel's first copy is complete (or waits itself) and holds every request the
 * sandbox's past may act on, then lets the sandbox play its past (ADR 051): each move then closes a
 * stay that began at the version Painel copied. Played during the backfill, the past's refreshes and
 * deliveries would take the backfill's share of the budget and stall the first copy (ADR 061).
 * A copy that never gets there (a budget spent elsewhere, a fault) does not keep the sandbox in the
 * past for ever: after `maxWaitMs` it plays anyway, and requests not copied yet gain no stay.
 */
export async function playPastAfterFirstSync(
  sandbox: Sandbox,
  db: Database,
  options: PlayPastOptions = {},
): Promise<void> {
  if (sandbox.past.state !== 'waiting') return sandbox.past.whenDone();
  const pollMs = options.pollMs ?? 1_000;
  const deadline = Date.now() + (options.maxWaitMs ?? 600_000);
  while (!((await backfillSettled(db)) && (await holdsPastReach(db, sandbox)))) {
    if (Date.now() >= deadline) {
      options.logger?.warn(
        {},
        "the sandbox plays its past before Painel's first copy holds the requests it moves: those gain no time in status from it",
      );
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  await sandbox.past.play();
  const report = sandbox.past.report();
  options.logger?.info(
    { from: report.from, to: report.to, played: report.played, webhooks: report.events },
    `the sandbox played ${report.days} days of past (${report.played} status and payment moves), sent to Painel as webhooks`,
  );
}
