import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { CollaboratorList, CollaboratorsQuery } from '../../../contract/api/collaborators';
import { SEARCH_FOLD_FROM, SEARCH_FOLD_TO } from './searchFold';
import type { Database } from '../../db/database';
import { queryRows } from '../../db/queryRows';
import { containsPattern } from './filterSql';

const collaboratorRow = z.object({
  email: z.string(),
  name: z.string().nullable(),
  requests: z.coerce.number().int(),
});

/**
 * The responsible collaborators of the mirror's requests (not removed), one per e-mail with the
 * name most recently seen with it, alphabetically; `q` matches name or e-mail ignoring case and
 * accents (through the search text's trigram index).
 */
export async function listCollaborators(db: Database, query: CollaboratorsQuery): Promise<CollaboratorList> {
  const matching =
    query.q === undefined
      ? sql``
      : sql`and m.search_text like translate(lower(${containsPattern(query.q)}), ${SEARCH_FOLD_FROM}, ${SEARCH_FOLD_TO})
            and translate(lower(coalesce(m.responsible_name, '') || ' ' || m.responsible_email), ${SEARCH_FOLD_FROM}, ${SEARCH_FOLD_TO})
                like translate(lower(${containsPattern(query.q)}), ${SEARCH_FOLD_FROM}, ${SEARCH_FOLD_TO})`;
  const items = await queryRows(
    db,
    sql`select lower(m.responsible_email) as email,
               (array_agg(m.responsible_name order by m.last_changed_at desc) filter (where m.responsible_name is not null))[1] as name,
               count(*) as requests
        from mirror_requests m
        where m.removed = false and m.responsible_email is not null ${matching}
        group by lower(m.responsible_email)
        order by name nulls last, email
        limit ${query.limit}`,
    collaboratorRow,
  );
  return { items };
}
