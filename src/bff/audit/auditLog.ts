import { and, desc, eq, gte, like, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { AuditQuery } from '../../contract/api/audit';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { type AuditActorKind, type AuditOutcome, auditLog } from '../db/schema';
import { scrubSecrets } from './scrubSecrets';

export interface AuditActor {
  kind: AuditActorKind;
  id: string | null;
  /** The e-mail, device name or operator, as a person reads it. */
  label: string | null;
}

/** One thing to remember. Everything in `details` is scrubbed of secrets before it is stored. */
export interface AuditRecord {
  /** When it happened; now by the services' clock when absent. */
  at?: Date;
  /** `area.verb`, e.g. `session.login`, `user.update`, `request.payment.update`. */
  action: string;
  actor: AuditActor;
  outcome?: AuditOutcome;
  requestId?: string | null;
  /** The vendor's budget or order code the action concerned. */
  requestCode?: string | null;
  target?: string | null;
  address?: string | null;
  /** What changed (before/after), attachments' names and sizes, the vendor's answer... */
  details?: Record<string, unknown>;
}

export interface StoredAuditEntry {
  id: number;
  at: Date;
  action: string;
  actor: AuditActor;
  requestId: string | null;
  requestCode: string | null;
  target: string | null;
  outcome: AuditOutcome;
  address: string | null;
  details: Record<string, unknown>;
}

export interface AuditLog {
  /** Adds one entry; pass a transaction as `db` to make it part of the change it describes. */
  record(entry: AuditRecord, db?: Database): Promise<void>;
  list(query: AuditQuery): Promise<{ entries: StoredAuditEntry[]; nextCursor: string | null }>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createAuditLog(options: {
  db: Database;
  clock: Clock;
  /** Values that must never be stored even where no key names them (the vendor token...). */
  knownSecrets?: readonly (string | undefined)[];
}): AuditLog {
  const { db, clock } = options;
  const knownSecrets = (options.knownSecrets ?? []).filter((secret): secret is string => !!secret);
  /** Entries being stored right now: a write's entry is stored just after its answer (ADR 020). */
  const storing = new Set<Promise<void>>();

  async function store(entry: AuditRecord, into: Database): Promise<void> {
    const scrubbed = scrubSecrets(entry.details ?? {}, knownSecrets);
    const details =
      typeof scrubbed === 'object' && scrubbed !== null && !Array.isArray(scrubbed) ? scrubbed : {};
    await into.insert(auditLog).values({
      at: entry.at ?? new Date(clock.now()),
      action: entry.action,
      actorKind: entry.actor.kind,
      actorId: entry.actor.id && UUID.test(entry.actor.id) ? entry.actor.id : null,
      actorLabel: entry.actor.label
        ? String(scrubSecrets(entry.actor.label, knownSecrets)).slice(0, 254)
        : null,
      requestId: entry.requestId ?? null,
      requestCode: entry.requestCode ?? null,
      target: entry.target ?? null,
      outcome: entry.outcome ?? 'ok',
      address: entry.address ?? null,
      details: details as Record<string, unknown>,
    });
  }

  return {
    record(entry, into = db) {
      const stored = store(entry, into);
      storing.add(stored);
      void stored.then(
        () => storing.delete(stored),
        () => storing.delete(stored),
      );
      return stored;
    },

    async list(query) {
      // Whoever read a write's answer and now reads the log finds its entry there.
      await Promise.allSettled([...storing]);
      const conditions: SQL[] = [];
      if (query.actor) {
        conditions.push(
          UUID.test(query.actor)
            ? eq(auditLog.actorId, query.actor.toLowerCase())
            : sql`lower(${auditLog.actorLabel}) = ${query.actor.toLowerCase()}`,
        );
      }
      if (query.action) {
        conditions.push(
          query.action.endsWith('.')
            ? like(auditLog.action, `${query.action.replace(/[\\%_]/g, '\\$&')}%`)
            : eq(auditLog.action, query.action),
        );
      }
      if (query.requestCode) conditions.push(eq(auditLog.requestCode, query.requestCode));
      if (query.requestId) conditions.push(eq(auditLog.requestId, query.requestId));
      if (query.from) conditions.push(gte(auditLog.at, new Date(query.from)));
      if (query.to) conditions.push(lte(auditLog.at, new Date(query.to)));
      if (query.before) conditions.push(lt(auditLog.id, Number(query.before)));
      const rows = await db
        .select()
        .from(auditLog)
        .where(conditions.length > 0 ? and(...conditions) : undefined)
        .orderBy(desc(auditLog.id))
        .limit(query.limit + 1);
      const page = rows.slice(0, query.limit);
      const last = page[page.length - 1];
      return {
        entries: page.map((row) => ({
          id: row.id,
          at: row.at,
          action: row.action,
          actor: { kind: row.actorKind, id: row.actorId, label: row.actorLabel },
          requestId: row.requestId,
          requestCode: row.requestCode,
          target: row.target,
          outcome: row.outcome,
          address: row.address,
          details: row.details,
        })),
        nextCursor: rows.length > query.limit && last ? String(last.id) : null,
      };
    },
  };
}
