import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../db/database';
import { findMigrationsFolder } from '../db/migrationsFolder';
import { queryRows } from '../db/queryRows';
import { applyObservation } from './applyObservation';
import { markRemoved } from './markRemoved';
import { rebuildStatusStays } from './statusStays';
import { describeOnEachEngine } from './testing/mirrorTestDatabase';
import { recordWith } from './testing/requestRecords';

const stayRow = z.object({
  code: z.string(),
  status: z.string(),
  enteredAt: z.coerce.date().transform((date) => date.toISOString()),
  leftAt: z.coerce.date().transform((date) => date.toISOString()),
  ms: z.coerce.number(),
});

const stays = (db: Database) =>
  queryRows(
    db,
    sql`select code, status, entered_at as "enteredAt", left_at as "leftAt", ms
        from request_status_stays order by code, left_at, history_id`,
    stayRow,
  );

/** The stays each mirror row carries (ADR 043), one [code, status, ms] per element. */
const rowStays = async (db: Database) =>
  (
    await queryRows(
      db,
      sql`select m.code, s.status, s.ms
          from mirror_requests m cross join lateral unnest(m.stay_statuses, m.stay_ms) with ordinality as s(status, ms, n)
          order by m.code, s.n`,
      z.object({ code: z.string(), status: z.string(), ms: z.coerce.number() }),
    )
  ).map(({ code, status, ms }) => [code, status, ms]);

/** One version of ORD-1 in `status` (absent when null), seen through a webhook dated `at`. */
const observe = (db: Database, at: string, status: string | null, code = 'ORD-1') =>
  applyObservation(db, {
    type: 'order',
    code,
    record: recordWith(
      { code, ...(status === null ? {} : { dealStatus: status }) },
      status === null ? ['dealStatus'] : [],
    ),
    source: 'webhook',
    observedAt: new Date(at),
    vendorLastUpdate: new Date(at),
    partial: false,
  });

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describeOnEachEngine('status stays kept as observations apply', (db) => {
  it('closes one stay per status change, five changes giving five stays', async () => {
    await observe(db(), '2025-03-01T00:00:00.000Z', 'Novo');
    await observe(db(), '2025-03-02T00:00:00.000Z', 'Negociação');
    // A change of another field is not a status event: the Negociação stay runs on through it.
    await applyObservation(db(), {
      type: 'order',
      code: 'ORD-1',
      record: recordWith({ code: 'ORD-1', dealStatus: 'Negociação', finalValue: 123 }),
      source: 'webhook',
      observedAt: new Date('2025-03-03T00:00:00.000Z'),
      vendorLastUpdate: new Date('2025-03-03T00:00:00.000Z'),
    });
    await observe(db(), '2025-03-04T00:00:00.000Z', 'Novo');
    await observe(db(), '2025-03-04T06:00:00.000Z', 'Fechado');
    await observe(db(), '2025-03-05T00:00:00.000Z', 'Perdido');
    await observe(db(), '2025-03-10T00:00:00.000Z', 'Novo');
    expect(await stays(db())).toEqual([
      {
        code: 'ORD-1',
        status: 'Novo',
        enteredAt: '2025-03-01T00:00:00.000Z',
        leftAt: '2025-03-02T00:00:00.000Z',
        ms: 24 * HOUR,
      },
      {
        code: 'ORD-1',
        status: 'Negociação',
        enteredAt: '2025-03-02T00:00:00.000Z',
        leftAt: '2025-03-04T00:00:00.000Z',
        ms: 48 * HOUR,
      },
      {
        code: 'ORD-1',
        status: 'Novo',
        enteredAt: '2025-03-04T00:00:00.000Z',
        leftAt: '2025-03-04T06:00:00.000Z',
        ms: 6 * HOUR,
      },
      {
        code: 'ORD-1',
        status: 'Fechado',
        enteredAt: '2025-03-04T06:00:00.000Z',
        leftAt: '2025-03-05T00:00:00.000Z',
        ms: 18 * HOUR,
      },
      {
        code: 'ORD-1',
        status: 'Perdido',
        enteredAt: '2025-03-05T00:00:00.000Z',
        leftAt: '2025-03-10T00:00:00.000Z',
        ms: 120 * HOUR,
      },
    ]);
  });

  it('moves the stays around a change the vendor dates before versions already stored', async () => {
    await observe(db(), '2025-03-01T00:00:00.000Z', 'Novo');
    // A whole read without a vendor time, then a webhook whose vendor time is earlier than that read.
    await applyObservation(db(), {
      type: 'order',
      code: 'ORD-1',
      record: recordWith({ code: 'ORD-1', dealStatus: 'Fechado' }),
      source: 'reconcile',
      observedAt: new Date('2025-03-05T00:00:00.000Z'),
    });
    await applyObservation(db(), {
      type: 'order',
      code: 'ORD-1',
      record: { dealStatus: 'Negociação' },
      partial: true,
      source: 'webhook',
      observedAt: new Date('2025-03-06T00:00:00.000Z'),
      vendorLastUpdate: new Date('2025-03-03T00:00:00.000Z'),
    });
    // In `at` order the webhook's change (it left Fechado) now comes before the read's (it left
    // Novo): each stay keeps the status its change says it left, between the events around it.
    const kept = await stays(db());
    expect(kept.map(({ status, enteredAt, leftAt }) => [status, enteredAt, leftAt])).toEqual([
      ['Fechado', '2025-03-01T00:00:00.000Z', '2025-03-03T00:00:00.000Z'],
      ['Novo', '2025-03-03T00:00:00.000Z', '2025-03-05T00:00:00.000Z'],
    ]);
    await rebuildStatusStays(db());
    expect(await stays(db())).toEqual(kept);
  });

  it('keeps statuses the configuration does not know and skips a change from no status', async () => {
    await observe(db(), '2025-03-01T00:00:00.000Z', null);
    await observe(db(), '2025-03-02T00:00:00.000Z', 'Em análise pelo fornecedor');
    await observe(db(), '2025-03-04T00:00:00.000Z', 'Novo');
    expect((await stays(db())).map(({ status, ms }) => [status, ms])).toEqual([
      ['Em análise pelo fornecedor', 48 * HOUR],
    ]);
  });

  it("keeps a removed request's stays (the filters decide whether they count)", async () => {
    await observe(db(), '2025-03-01T00:00:00.000Z', 'Novo');
    await observe(db(), '2025-03-03T00:00:00.000Z', 'Fechado');
    await markRemoved(db(), {
      type: 'order',
      code: 'ORD-1',
      source: 'reconcile',
      observedAt: new Date('2025-03-04T00:00:00.000Z'),
    });
    expect((await stays(db())).map(({ status, ms }) => [status, ms])).toEqual([['Novo', 48 * HOUR]]);
  });

  it("backfills from the history exactly what applying the observations kept (migration 0011's statement)", async () => {
    for (const [code, offset] of [
      ['ORD-1', 0],
      ['ORD-2', 1],
      ['ORD-3', 2],
    ] as const) {
      const day = (n: number) => new Date(Date.UTC(2025, 2, 1 + n + offset)).toISOString();
      await observe(db(), day(0), 'Novo', code);
      await observe(db(), day(1), 'Negociação', code);
      if (code !== 'ORD-3') await observe(db(), day(3), 'Fechado', code);
      if (code === 'ORD-1') await observe(db(), day(7), 'Novo', code);
    }
    const kept = await stays(db());
    expect(kept).toHaveLength(6);
    const migration = await readFile(join(findMigrationsFolder(), '0011_status_stays.sql'), 'utf8');
    const backfill = migration
      .split('--> statement-breakpoint')
      .find((statement) => statement.includes('INSERT INTO "request_status_stays"'));
    if (backfill === undefined) throw new Error('migration 0011 has no backfill statement');
    await db().execute(sql`delete from request_status_stays`);
    await db().execute(sql.raw(backfill));
    expect(await stays(db())).toEqual(kept);
  });

  it("copies each request's stays onto its mirror row in the order they ended (migration 0012's statement)", async () => {
    for (const [code, statuses] of [
      ['ORD-1', ['Novo', 'Negociação', 'Fechado', 'Novo']],
      ['ORD-2', ['Novo', 'Fechado']],
      ['ORD-3', ['Novo']],
    ] as const) {
      for (const [index, status] of statuses.entries()) {
        await observe(db(), new Date(Date.UTC(2025, 2, 1 + index * index)).toISOString(), status, code);
      }
    }
    const expected = (await stays(db())).map(({ code, status, ms }) => [code, status, ms]);
    expect(expected).toEqual([
      ['ORD-1', 'Novo', DAY],
      ['ORD-1', 'Negociação', 3 * DAY],
      ['ORD-1', 'Fechado', 5 * DAY],
      ['ORD-2', 'Novo', DAY],
    ]);
    expect(await rowStays(db())).toEqual(expected);
    await rebuildStatusStays(db());
    expect(await rowStays(db())).toEqual(expected);
    const migration = await readFile(join(findMigrationsFolder(), '0012_stays_on_mirror_rows.sql'), 'utf8');
    const backfill = migration
      .split('--> statement-breakpoint')
      .find((statement) => statement.includes('UPDATE "mirror_requests"'));
    if (backfill === undefined) throw new Error('migration 0012 has no backfill statement');
    await db().execute(sql`update mirror_requests set stay_statuses = '{}', stay_ms = '{}'`);
    await db().execute(sql.raw(backfill));
    expect(await rowStays(db())).toEqual(expected);
  });
});
