import type { z } from 'zod';
import { insightBucketSchema } from '../../../contract/api/insightBuckets';
import { insightListFilters } from '../../../contract/api/insights';
import { calendarDate } from '../../../contract/upstream/dateFormats';
import { requestTypeSchema } from '../../../contract/upstream/enums';

/**
 * The insights page's state as it lives in the URL: the list's own filters (the same keys and
 * formats as /orders and /budgets, so a copied filter means the same rows) without the created
 * dates, which the period replaces, plus the period, the bucket and whose pipeline to show.
 */
export const insightsSearchSchema = insightListFilters.extend({
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  bucket: insightBucketSchema.optional(),
  type: requestTypeSchema.optional(),
});
export type InsightsSearch = z.output<typeof insightsSearchSchema>;

/** Tolerant, like the lists: a parameter that does not validate is dropped, not the whole page. */
export function readInsightsSearch(raw: Readonly<Record<string, unknown>>): InsightsSearch {
  const kept: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(insightsSearchSchema.shape)) {
    const value = raw[key];
    if (value !== undefined && field.safeParse(value).success) kept[key] = value;
  }
  return insightsSearchSchema.parse(kept);
}
