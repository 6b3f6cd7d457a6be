import type { LiveBus } from '../live/liveBus';
import type { DatabaseKind } from './database';

/**
 * How many requests (orders and budgets together) an embedded PGlite mirror is meant for: the size
 * up to which it gives the whole insights page in under 300 ms cold (issue 27), rounded down from
 * what `npm run bench -- pglite-scope` measured (ADR 088; the figures are in bench/results/).
 */
export const EMBEDDED_SCOPE_REQUESTS = 20_000;

export interface EmbeddedScopeLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

/** The operator's warning: what the embedded engine holds, past what, and how to move. */
export function embeddedScopeWarning(requests: number, scope: number): string {
  const count = (value: number) => value.toLocaleString('en-US');
  return (
    `the embedded database (PGlite, in DATA_DIR) holds ${count(requests)} requests, more than the ` +
    `${count(scope)} it is meant for: past that its insights page is slower than Painel promises. ` +
    'Move to PostgreSQL: stop Painel, set DATABASE_URL=postgres://… and start it again. Painel creates ' +
    "its tables there and copies the vendor's requests from scratch, as on a first start (within " +
    'BACKFILL_HORIZON_MONTHS); what only Painel held in DATA_DIR is not carried over (people, saved ' +
    'views, settings, custom-field names, the audit log and the history of changes Painel saw, so time ' +
    'in status starts again). Wait an hour after stopping before starting on PostgreSQL: the vendor ' +
    'still counts the last hour of calls, which the new database does not know about.'
  );
}

export interface WatchEmbeddedScopeOptions {
  kind: DatabaseKind;
  /** The requests the mirror holds now (orders and budgets). */
  countRequests: () => Promise<number>;
  live: Pick<LiveBus, 'subscribe'>;
  logger: EmbeddedScopeLogger;
  scope?: number;
}

/**
 * Warns once per process, at `warn`, when an embedded mirror holds more requests than it is meant
 * for: at start, or later when the sync's progress says the copy has grown past it (a first start
 * begins empty). Nothing on PostgreSQL. Returns what stops listening.
 */
export function watchEmbeddedScope(options: WatchEmbeddedScopeOptions): () => void {
  const { kind, countRequests, live, logger, scope = EMBEDDED_SCOPE_REQUESTS } = options;
  if (kind !== 'pglite') return () => {};
  let warned = false;
  let stop = () => {};
  const judge = (requests: number) => {
    if (warned || requests <= scope) return;
    warned = true;
    stop();
    logger.warn({ requests, scope }, embeddedScopeWarning(requests, scope));
  };
  stop = live.subscribe(({ event }) => {
    if (event.kind === 'sync.progress') {
      judge(event.freshness.mirrored.order + event.freshness.mirrored.budget);
    }
  });
  countRequests().then(judge, (error: unknown) =>
    logger.warn({ err: error }, 'could not count the embedded database’s requests at start'),
  );
  return () => stop();
}
