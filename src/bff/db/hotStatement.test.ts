import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { OpenedDatabase } from './database';
import { hotStatement } from './hotStatement';
import { openDatabase } from './openDatabase';
import { auditLog } from './schema';

const value = (name: string, type: string) => sql`${sql.placeholder(name)}::${sql.raw(type)}`;

const insertEntry = hotStatement(
  sql`insert into ${auditLog} (at, action, actor_kind, outcome, details)
      values (${value('at', 'timestamptz')}, ${value('action', 'text')}, 'system', 'ok', ${value('details', 'jsonb')})
      returning id, at, details`,
  z.object({ id: z.coerce.number(), at: z.coerce.date(), details: z.record(z.string(), z.unknown()) }),
);

const entryById = hotStatement(
  sql`select ${auditLog.action}, array[${auditLog.action}, ${auditLog.outcome}] as words, ${value('flag', 'boolean')} as flag
        from ${auditLog} where ${auditLog.id} = ${value('id', 'bigint')}`,
  z.object({ action: z.string(), words: z.array(z.string()), flag: z.boolean() }),
);

describe('a hot statement on the embedded database (prepared once, ADR 020)', () => {
  let opened: OpenedDatabase;
  beforeAll(async () => {
    opened = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(async () => {
    await opened.close();
  });

  it('gives rows typed as a query does, run after run', async () => {
    for (const round of [1, 2, 3]) {
      const at = new Date(Date.UTC(2026, 0, round, 12));
      const [entry] = await insertEntry(opened.db, {
        at: at.toISOString(),
        action: `test.round-${round}`,
        details: JSON.stringify({ round }),
      });
      expect(entry?.at.getTime()).toBe(at.getTime());
      expect(entry?.details).toEqual({ round });
      const rows = await entryById(opened.db, { id: entry?.id ?? -1, flag: round % 2 === 0 });
      expect(rows).toEqual([
        { action: `test.round-${round}`, words: [`test.round-${round}`, 'ok'], flag: round % 2 === 0 },
      ]);
    }
  });

  it('reports a failing run and leaves the database usable', async () => {
    await expect(
      insertEntry(opened.db, { at: 'not a time', action: 'test.bad', details: '{}' }),
    ).rejects.toThrow(/timestamp|time zone|invalid input/i);
    const [entry] = await insertEntry(opened.db, {
      at: new Date().toISOString(),
      action: 'test.after-error',
      details: '{}',
    });
    expect(entry?.id).toBeGreaterThan(0);
  });

  it('waits for a transaction in progress instead of running inside it', async () => {
    let seenFromOutside: unknown[] | null = null;
    let outside: Promise<void> = Promise.resolve();
    const rolledBack = opened.db.transaction(async (tx) => {
      const [inside] = await insertEntry(tx, {
        at: new Date().toISOString(),
        action: 'test.in-tx',
        details: '{}',
      });
      // Started while the transaction holds the database: it must see the committed state only.
      outside = entryById(opened.db, { id: inside?.id ?? -1, flag: true }).then((rows) => {
        seenFromOutside = rows;
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(seenFromOutside).toBeNull();
      tx.rollback();
    });
    await expect(rolledBack).rejects.toThrow(/rollback/i);
    await outside;
    expect(seenFromOutside).toEqual([]);
  });
});
