import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { WRITE_PROBLEM_CODES } from '../../../contract/api/problemCodes';
import type { ChangeActor } from '../../../contract/api/changeActor';
import type { VersionedHistoryEntry } from '../../../contract/api/requests';
import type { RequestWriteParams } from '../../../contract/api/writes';
import type { Database } from '../../db/database';
import { queryRows } from '../../db/queryRows';
import { HttpProblem } from '../../http/problem';
import { readVersionedHistory } from '../../mirror/read/versionedHistory';
import type { WriteActor } from '../writeActor';

/** At most this many changes are listed; a form that far behind is re-read anyway. */
export const STALE_CHANGES_LIMIT = 100;

const versionRow = z.object({ version: z.coerce.number().int() });

function isOwn(actor: ChangeActor, writer: WriteActor): boolean {
  return actor.kind === 'person' && writer.kind === 'user' && actor.id !== null && actor.id === writer.id;
}

/** As a person would name who changed it: how Painel learnt of a vendor change is nobody's name. */
function who(actor: ChangeActor): string {
  return actor.kind === 'person' ? actor.name : "the vendor's platform";
}

function describe(
  target: RequestWriteParams,
  base: number,
  current: number,
  changes: VersionedHistoryEntry[],
) {
  const newest = changes.at(-1);
  const by = newest ? ` by ${who(newest.actor)} at ${newest.at}` : '';
  return (
    `The ${target.type} ${target.code} changed after the form was opened (version ${base}, now ${current})${by}. ` +
    `Nothing was sent to the vendor: check what changed and send the change again on version ${current} to apply it.`
  );
}

/**
 * The mirror's version of the request now, 0 when the mirror does not hold it: one plain read,
 * without a row lock, which would give it a transaction of its own and, on PostgreSQL, a commit that
 * waits for the disk (ADR 042).
 */
export async function readMirrorVersion(db: Database, target: RequestWriteParams): Promise<number> {
  const [row] = await queryRows(
    db,
    sql`select observed_version as version from mirror_requests
         where type = ${target.type} and code = ${target.code}`,
    versionRow,
  );
  return row?.version ?? 0;
}

/**
 * Refuses a write made on an older version of its request than the mirror holds (ADR 035), before
 * anything reaches the vendor or its budget; `seen` is the mirror's version as read for this write
 * (readMirrorVersion). Versions moved only by the writer's own earlier writes are not a
 * conflict: the person saw those answered.
 *
 * The usual case, a base that is still current, reads nothing more. Only a moved version holds the
 * mirror row (`for share`) while it reads the version again and the history after the base, so that
 * both describe one moment.
 */
export async function checkBaseVersion(
  db: Database,
  target: RequestWriteParams,
  base: number,
  writer: WriteActor,
  seen: number,
): Promise<void> {
  if (seen === base) return;
  const found = await db.transaction(async (tx) => {
    const [row] = await queryRows(
      tx,
      sql`select observed_version as version from mirror_requests
           where type = ${target.type} and code = ${target.code} for share`,
      versionRow,
    );
    const current = row?.version ?? 0;
    if (current === base) return null;
    // A base ahead of the mirror (a mirror rebuilt since) lines up with no history: all is unknown.
    const changes =
      current > base
        ? await readVersionedHistory(tx, target.type, target.code, {
            after: base,
            limit: STALE_CHANGES_LIMIT,
            order: 'oldest',
          })
        : [];
    return { current, changes };
  });
  if (!found) return;
  const { current, changes } = found;
  if (current > base && changes.length > 0 && changes.every((entry) => isOwn(entry.actor, writer))) return;
  throw new HttpProblem({
    status: 409,
    code: WRITE_PROBLEM_CODES.requestChanged,
    detail: describe(target, base, current, changes),
    extensions: { baseVersion: base, currentVersion: current, changes },
  });
}
