import { z } from 'zod';

/** GET /api/health: liveness of the backend, readable without a session. */
export const healthResponse = z.object({
  status: z.literal('ok'),
  version: z.string(),
  mode: z.enum(['sandbox', 'vendor']),
  /**
   * PUBLIC_URL when the operator set it (admin pages warn when the browser is elsewhere, as
   * cookies and wallboard links follow it); null when unset, links then follow the address in use.
   */
  publicUrl: z.string().nullable(),
});
export type HealthResponse = z.infer<typeof healthResponse>;
