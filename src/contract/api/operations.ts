import { z } from 'zod';

/** GET /api/health/live: the process answers. Nothing else is checked, so it never flaps. */
export const liveness = z.object({ status: z.literal('ok') });
export type Liveness = z.infer<typeof liveness>;

/**
 * GET /api/health/ready: the process can serve (database reachable, schema up to date). The
 * governor's circuit is reported but never makes Painel unready: reads come from the mirror.
 */
export const readiness = z.object({
  status: z.literal('ready'),
  mode: z.enum(['sandbox', 'vendor']),
  checks: z.object({
    database: z.object({ ok: z.boolean(), latencyMs: z.number() }),
    migrations: z.object({ ok: z.boolean(), applied: z.number().int(), expected: z.number().int() }),
  }),
  circuit: z.enum(['closed', 'open']),
});
export type Readiness = z.infer<typeof readiness>;
