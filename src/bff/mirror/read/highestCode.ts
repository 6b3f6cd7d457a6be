import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { queryRows } from '../../db/queryRows';

/** The highest request code the mirror holds that is a number (the vendor's codes are); null when none. */
export async function highestNumericCode(db: Database): Promise<number | null> {
  const [row] = await queryRows(
    db,
    // Fifteen digits at most, so the number is exact in JavaScript.
    sql`select max(code::bigint) as highest from mirror_requests where code ~ '^[0-9]{1,15}$'`,
    z.object({ highest: z.coerce.number().int().nullable() }),
  );
  return row?.highest ?? null;
}
