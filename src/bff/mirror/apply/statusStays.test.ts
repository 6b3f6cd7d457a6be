import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { findMigrationsFolder } from '../../db/migrationsFolder';
import { queryRows } from '../../db/queryRows';
import { applyObservation } from './applyObservation';
import { markRemoved } from './markRemoved';
import { timeInStatus } from '../../insights/periodGroups';
import { DEFAULT_STALLED_SETTINGS, NO_FINAL_STATUSES } from '../read/listContext';
import { rebuildStatusStays } from './statusStays';
import { describeOnEachEngine } from '../testing/mirrorTestDatabase';
import { recordWith } from '../testing/requestRecords';

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

  it("counts every one of a request's many stays in time in status", async () => {
    // Stay i lasts i + 1 hours, alternating Novo (1, 3, ... 101 h) and Negociação (2, 4, ... 100 h).
    let at = Date.UTC(2025, 2, 1);
    for (let index = 0; index <= 101; index += 1) {
      await observe(db(), new Date(at).toISOString(), index % 2 === 0 ? 'Novo' : 'Negociação');
      at += (index + 1) * HOUR;
    }
    expect(await stays(db())).toHaveLength(101);
    const context = {
      viewerEmail: null,
      nowMs: at,
      stalled: DEFAULT_STALLED_SETTINGS,
      finalStatuses: NO_FINAL_STATUSES,
    };
    const everyDay = { from: '2000-01-01', to: '2099-12-31' };
    // Novo: median 51 h, p90 the 46th of 51 = 91 h. Negociação: median between 50 and 52 h, p90
    // a tenth of the way from 90 to 92 h. In days, to the hundredth.
    const expected = new Map([
      ['Novo', { stays: 51, medianDays: 2.13, p90Days: 3.79 }],
      ['Negociação', { stays: 50, medianDays: 2.13, p90Days: 3.76 }],
    ]);
    expect(await timeInStatus(db(), 'order', {}, everyDay, context)).toEqual(expected);
    // Without the version that closed the 101-hour stay, rebuilt from the history. Novo (1 to 99 h):
    // median between 49 and 51 h, p90 a tenth of the way from 89 to 91 h.
    await db().execute(sql`delete from request_history where id = (select max(id) from request_history)`);
    await rebuildStatusStays(db());
    expect(await timeInStatus(db(), 'order', {}, everyDay, context)).toEqual(
      new Map([...expected, ['Novo', { stays: 50, medianDays: 2.08, p90Days: 3.72 }]]),
    );
  });
});
