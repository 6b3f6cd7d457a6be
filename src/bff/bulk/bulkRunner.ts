import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { Leadership } from '../sync/leadership';
import { WorkLoop, type WorkPass } from '../sync/workLoop';
import { bounded } from '../writes/bulk/bounded';
import { type BulkWriteDeps, bulkResponsibleWrite } from '../writes/bulk/bulkResponsibleWrite';
import { deferItem, finishItem, nextDueItem } from './bulkStore';

export interface BulkRunnerLogger {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
}

export interface BulkRunnerOptions {
  db: Database;
  clock: Clock;
  leadership: Pick<Leadership, 'isLeader' | 'onChange'>;
  write: Omit<BulkWriteDeps, 'db' | 'clock' | 'log'>;
  log: BulkRunnerLogger;
  /** Bound of one whole item (the vendor call's own time-out included). */
  itemMs: number;
  /** Longest wall-clock sleep of the idle loop (tests with a manual clock use little). */
  tickMs?: number;
}

export interface BulkRunner {
  /** Follows leadership: runs items only while this process leads the sync. */
  start(): void;
  stop(options?: { abandon?: boolean }): Promise<void>;
  /** A job was started or cancelled: look now. */
  wake(): void;
  /** Resolves once nothing is due at the clock's time (tests). */
  whenIdle(): Promise<void>;
}

/**
 * Sends bulk items one at a time, on the sync leader only: one at a time keeps the governor's
 * other slot free for a person's write, which the governor serves first anyway (ADR 075). The
 * item itself is an idempotent write (bulkResponsibleWrite); this loop only picks the next due
 * item, bounds the whole step, and records its end or when to try it again.
 */
export function createBulkRunner(options: BulkRunnerOptions): BulkRunner {
  const { db, clock, log } = options;
  const deps: BulkWriteDeps = { ...options.write, db, clock, log };

  async function pass(): Promise<WorkPass> {
    if (!options.leadership.isLeader()) return { did: false, nextAt: null };
    const due = await bounded(nextDueItem(db, clock.now()), deps.waitMs, 'reading the next bulk item');
    const item = due.item;
    if (!item) return { did: false, nextAt: due.nextAt };
    const actor = { ...item.startedBy };
    let result;
    try {
      result = await bounded(
        bulkResponsibleWrite(deps, { ...item, email: item.targetEmail, actor }),
        options.itemMs,
        'a bulk item',
      );
    } catch (error) {
      // The step may still end in the background; its key then tells the next attempt what is left.
      log.warn(
        { err: error, job: item.jobId, item: item.position },
        'a bulk item did not end in time; retrying it later',
      );
      await deferItem(db, item, clock.now() + deps.waitMs);
      return { did: true };
    }
    if (result.kind === 'later') {
      if (result.why !== 'calls' && result.why !== 'time') {
        log.info(
          { job: item.jobId, item: item.position, why: result.why },
          'a bulk item waits to be tried again',
        );
      }
      await deferItem(db, item, result.retryAt);
      return { did: true };
    }
    if (result.kind === 'refused') await finishItem(db, item, 'refused', result.reason, clock.now());
    else await finishItem(db, item, 'done', null, clock.now());
    return { did: true };
  }

  const loop = new WorkLoop('bulk', pass, clock, {
    tickMs: options.tickMs ?? 2_000,
    errorPauseMs: 5_000,
    logger: log,
  });
  let unsubscribe: (() => void) | null = null;

  return {
    start() {
      unsubscribe ??= options.leadership.onChange((leader) => {
        if (leader) loop.start();
        else void loop.stop();
      });
      if (options.leadership.isLeader()) loop.start();
    },
    async stop(stopOptions) {
      unsubscribe?.();
      unsubscribe = null;
      await loop.stop(stopOptions);
    },
    wake: () => loop.wake(),
    whenIdle: () => loop.whenIdle(),
  };
}
