import type { z } from 'zod';
import { activityQuery } from '../../../contract/api/activity';

/** The Activity page's filters as they live in the URL (the cursor is not: "older" appends). */
export const activitySearchSchema = activityQuery.pick({ type: true, source: true, actor: true });
export type ActivitySearch = z.output<typeof activitySearchSchema>;

/** Tolerant like the requests tables: a parameter that does not validate is dropped, not fatal. */
export function readActivitySearch(raw: Readonly<Record<string, unknown>>): ActivitySearch {
  const kept: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(activitySearchSchema.shape)) {
    const value = raw[key];
    if (value !== undefined && field.safeParse(value).success) kept[key] = value;
  }
  return activitySearchSchema.parse(kept);
}
