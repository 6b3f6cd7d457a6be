import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { MAX_NAMED_OPTIONS, SAMPLE_VALUES } from '../../contract/api/customFields';
import { customDataValue } from '../../contract/upstream/customData';
import type { Database } from '../db/database';
import { queryRows } from '../db/queryRows';

/** More keys than a partner configures: a page of them stays readable even on hostile data. */
export const MAX_KEYS = 500;

export interface CustomFieldUsage {
  key: string;
  requests: number;
  samples: z.output<typeof customDataValue>[];
  vendorType: string | null;
  options: string[];
}

/**
 * Each request's custom fields, one row per field that is an object with a key that is not
 * blank. A record whose customData is not a list (a vendor slip) simply carries none.
 */
const FIELDS = sql`
  select m.type, m.code, f->>'key' as key, f->'value' as value, f->>'type' as vendor_type
  from mirror_requests m
  cross join lateral jsonb_array_elements(
    case when jsonb_typeof(m.record->'customData') = 'array' then m.record->'customData' else '[]'::jsonb end
  ) f
  where not m.removed and jsonb_typeof(f) = 'object' and btrim(coalesce(f->>'key', '')) <> ''`;

const usageRow = z.object({
  key: z.string(),
  requests: z.coerce.number(),
  vendorType: z.string().nullable(),
  samples: z.array(z.unknown()).nullable(),
  options: z.array(z.string()).nullable(),
});

/**
 * Every custom-field key the mirror holds, with how many requests carry it, the vendor type sent
 * most often with it, its most frequent values and, for a selection, every option seen (a multiple
 * selection's items, a single selection's values): what an admin needs to tell what a key means
 * and to name its options. One pass over the records' custom data; the admin page is its only
 * reader.
 */
export async function customFieldUsage(db: Database): Promise<CustomFieldUsage[]> {
  const rows = await queryRows(
    db,
    sql`with fields as (${FIELDS}),
      carried as (
        select key, count(distinct (type, code)) as requests from fields group by key
      ),
      types as (
        select key, vendor_type,
          row_number() over (partition by key order by count(*) desc, vendor_type) as rank
        from fields where vendor_type is not null group by key, vendor_type
      ),
      samples as (
        select key, value,
          row_number() over (partition by key order by count(*) desc, value::text) as rank
        from fields
        where value is not null and jsonb_typeof(value) in ('string', 'number', 'array')
          and value not in ('""'::jsonb, '[]'::jsonb)
        group by key, value
      ),
      options as (
        select distinct f.key, btrim(o #>> '{}') as option
        from fields f
        cross join lateral jsonb_array_elements(
          case when jsonb_typeof(f.value) = 'array' then f.value
               when f.vendor_type in ('singleSelect', 'multiSelect') then jsonb_build_array(f.value)
               else '[]'::jsonb end
        ) o
        where jsonb_typeof(o) in ('string', 'number') and btrim(o #>> '{}') <> ''
      )
      select c.key, c.requests, t.vendor_type as "vendorType",
        (select jsonb_agg(s.value order by s.rank) from samples s
          where s.key = c.key and s.rank <= ${SAMPLE_VALUES}) as samples,
        -- Option numbers in numeric order (shorter first), codes after them by their text.
        (select jsonb_agg(o.option order by length(o.option), o.option)
          from (select option from options where key = c.key
                order by length(option), option limit ${MAX_NAMED_OPTIONS}) o) as options
      from carried c left join types t on t.key = c.key and t.rank = 1
      order by c.requests desc, c.key
      limit ${MAX_KEYS}`,
    usageRow,
  );
  return rows.map((row) => ({
    key: row.key,
    requests: row.requests,
    vendorType: row.vendorType,
    options: row.options ?? [],
    // A value of another shape (an object in a list) is left out rather than shown as JSON.
    samples: (row.samples ?? []).flatMap((value) => {
      const parsed = customDataValue.safeParse(value);
      return parsed.success ? [parsed.data] : [];
    }),
  }));
}

/**
 * The keys the export adds a column for: every key the exported requests carry (most carried
 * first, then by key) with the vendor type sent most often with it. Read with the export's own
 * filter, so its cost follows the export's size.
 */
export async function customFieldKeysWhere(
  db: Database,
  where: SQL,
): Promise<Array<{ key: string; vendorType: string | null }>> {
  return queryRows(
    db,
    sql`select f->>'key' as key, count(*) as requests,
        mode() within group (order by f->>'type') as "vendorType"
      from mirror_requests m
      cross join lateral jsonb_array_elements(
        case when jsonb_typeof(m.record->'customData') = 'array' then m.record->'customData' else '[]'::jsonb end
      ) f
      where ${where} and jsonb_typeof(f) = 'object' and btrim(coalesce(f->>'key', '')) <> ''
      group by 1 order by 2 desc, 1 limit ${MAX_KEYS}`,
    z.object({ key: z.string(), vendorType: z.string().nullable() }),
  );
}
