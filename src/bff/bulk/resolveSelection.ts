import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type BulkSelection, MAX_BULK_ITEMS } from '../../contract/api/bulk';
import type { Database } from '../db/database';
import { queryRows } from '../db/queryRows';
import { filterSql } from '../mirror/read/filterSql';
import type { ListContext } from '../mirror/read/listContext';

export interface SelectedRequest {
  code: string;
  responsibleEmail: string | null;
}

const row = z.object({ code: z.string(), responsible_email: z.string().nullable() });

/**
 * The requests a selection names, from the mirror, in code order: the ticked codes that exist,
 * or every request the filter matches (as the list counts them), at most MAX_BULK_ITEMS.
 */
export async function resolveSelection(
  db: Database,
  selection: BulkSelection,
  context: ListContext,
): Promise<SelectedRequest[]> {
  const where =
    'codes' in selection
      ? sql`m.type = ${selection.type} and not m.removed and m.code in (${sql.join(
          selection.codes.map((code) => sql`${code}`),
          sql`, `,
        )})`
      : filterSql(selection.type, selection.filters, context);
  const rows = await queryRows(
    db,
    sql`select m.code, m.responsible_email from mirror_requests m where ${where}
        order by m.code limit ${MAX_BULK_ITEMS}`,
    row,
  );
  return rows.map((found) => ({ code: found.code, responsibleEmail: found.responsible_email }));
}

/** The collaborator's name as the mirror knows it from the requests they hold, or null. */
export async function collaboratorName(db: Database, email: string): Promise<string | null> {
  const [found] = await queryRows(
    db,
    sql`select responsible_name from mirror_requests
        where lower(responsible_email) = lower(${email}) and responsible_name is not null limit 1`,
    z.object({ responsible_name: z.string() }),
  );
  return found?.responsible_name ?? null;
}

export const sameEmail = (a: string | null, b: string) =>
  a !== null && a.trim().toLowerCase() === b.trim().toLowerCase();
