import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from './database';

const driverResult = z.object({ rows: z.array(z.unknown()) });

/**
 * Runs raw SQL and parses every row with a zod schema. Both drivers answer `{ rows }`, but they
 * type values differently (node-postgres gives int8 and numeric as strings), so rows are parsed,
 * typically with `z.coerce`, rather than trusted.
 */
export async function queryRows<T extends z.ZodType>(
  db: Database,
  query: SQL,
  row: T,
): Promise<Array<z.output<T>>> {
  const result = driverResult.parse(await db.execute(query));
  return result.rows.map((value) => row.parse(value));
}
