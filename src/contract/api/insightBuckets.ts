import { z } from 'zod';

/**
 * The insights' buckets on their own, so the SPA's URL reading (in the first bundle) does not carry
 * the whole insights contract.
 */
export const INSIGHT_BUCKETS = ['day', 'week', 'month'] as const;
export const insightBucketSchema = z.enum(INSIGHT_BUCKETS);
export type InsightBucket = z.infer<typeof insightBucketSchema>;
