import { z } from 'zod';

/** GET /api/health: liveness of the backend, readable without a session. */
export const healthResponse = z.object({
  status: z.literal('ok'),
  version: z.string(),
  mode: z.enum(['sandbox', 'vendor']),
});
export type HealthResponse = z.infer<typeof healthResponse>;
