import { eq } from 'drizzle-orm';
import type { StatusesResponse } from '../../contract/api/statuses';
import { type RequestStatus, type RequestType, requestStatus } from '../../contract/upstream/index';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { requestStatusesCache } from '../db/schema';
import { HttpProblem } from '../http/problem';
import type { StatusesPriority, Vendor } from '../vendor/governed/createVendor';

/** Statuses are configured by hand at the vendor and change a few times a year. */
export const DEFAULT_STATUSES_TTL_MS = 6 * 3_600_000;

export interface StatusesCacheOptions {
  db: Database;
  vendor: Vendor;
  clock: Clock;
  ttlMs?: number;
}

export interface StatusesCache {
  /** The cached list; asks the vendor (priority 'refresh') when there is none or it expired. */
  get(type: RequestType): Promise<StatusesResponse>;
  /**
   * Asks the vendor now, whatever the cache holds; a refusal is told, never hidden behind a stale
   * copy. At priority 'refresh' (a person asked) unless the sync reads it as background work.
   */
  refresh(type: RequestType, priority?: StatusesPriority): Promise<StatusesResponse>;
}

/** The stored statuses that still read as a status; one that no longer does is left out. */
function readableStatuses(stored: readonly unknown[]): RequestStatus[] {
  return stored.flatMap((raw) => {
    const parsed = requestStatus.safeParse(raw);
    return parsed.success ? [parsed.data] : [];
  });
}

interface Row {
  statuses: unknown[];
  fetchedAt: Date;
}

async function storedRow(db: Database, type: RequestType): Promise<Row | undefined> {
  const [row] = await db
    .select({ statuses: requestStatusesCache.statuses, fetchedAt: requestStatusesCache.fetchedAt })
    .from(requestStatusesCache)
    .where(eq(requestStatusesCache.type, type));
  return row;
}

/** What was last stored for a type, however old, without asking the vendor; empty when nothing was. */
export async function storedStatuses(db: Database, type: RequestType): Promise<RequestStatus[]> {
  return readableStatuses((await storedRow(db, type))?.statuses ?? []);
}

/** In `sequence` order; statuses without one keep the vendor's order, after the others. */
export function sortStatuses(statuses: readonly RequestStatus[]): RequestStatus[] {
  return statuses
    .map((status, index) => ({ status, index }))
    .sort((a, b) => {
      const sa = a.status.sequence ?? Number.POSITIVE_INFINITY;
      const sb = b.status.sequence ?? Number.POSITIVE_INFINITY;
      return sa === sb ? a.index - b.index : sa - sb;
    })
    .map(({ status }) => status);
}

/**
 * The request statuses per type, cached in the database for all processes and restarts, with a
 * long time-to-live and a refresh on demand. A read that finds the copy expired and cannot ask the
 * vendor (budget used up, circuit open, vendor down) serves the old copy marked `stale` with the
 * reason, since a board with last month's columns beats no board.
 */
export function createStatusesCache(options: StatusesCacheOptions): StatusesCache {
  const { db, vendor, clock } = options;
  const ttlMs = options.ttlMs ?? DEFAULT_STATUSES_TTL_MS;
  // One vendor call per type at a time in this process, however many pages load at once.
  const inFlight = new Map<RequestType, Promise<StatusesResponse>>();

  const view = (type: RequestType, row: Row, staleReason: string | null): StatusesResponse => ({
    type,
    statuses: readableStatuses(row.statuses),
    fetchedAt: row.fetchedAt.toISOString(),
    expiresAt: new Date(row.fetchedAt.getTime() + ttlMs).toISOString(),
    stale: staleReason !== null,
    staleReason,
  });

  function fetchNow(type: RequestType, priority: StatusesPriority = 'refresh'): Promise<StatusesResponse> {
    const running = inFlight.get(type);
    if (running) return running;
    const fetching = (async () => {
      const result = await vendor.listStatuses(type, priority);
      const row: Row = { statuses: sortStatuses(result.statuses), fetchedAt: new Date(clock.now()) };
      await db
        .insert(requestStatusesCache)
        .values({ type, ...row, unreadable: result.unreadable.length })
        .onConflictDoUpdate({
          target: requestStatusesCache.type,
          set: { statuses: row.statuses, fetchedAt: row.fetchedAt, unreadable: result.unreadable.length },
        });
      return view(type, row, null);
    })().finally(() => inFlight.delete(type));
    inFlight.set(type, fetching);
    return fetching;
  }

  return {
    async get(type) {
      const row = await storedRow(db, type);
      if (row && clock.now() < row.fetchedAt.getTime() + ttlMs) return view(type, row, null);
      try {
        return await fetchNow(type);
      } catch (error) {
        if (row && error instanceof HttpProblem) return view(type, row, error.message);
        throw error;
      }
    },
    refresh: fetchNow,
  };
}
