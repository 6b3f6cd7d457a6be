import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LIST_SHAPES } from '../faults';
import type { Sandbox } from '../sandbox';
import { parseBody } from './parseBody';

const faultsBody = z
  .object({
    latencyMs: z.number().int().nonnegative().max(600_000).optional(),
    errorRate: z.number().min(0).max(1).optional(),
    hang: z.boolean().optional(),
    malformed: z.boolean().optional(),
    listShape: z.enum(LIST_SHAPES).optional(),
    listingUnavailable: z.boolean().optional(),
  })
  .strict();

/** Fault injection for every later vendor call: PUT merges settings, DELETE clears them all. */
export function registerFaultRoutes(app: FastifyInstance, sandbox: Sandbox) {
  app.get('/faults', async () => sandbox.faults.settings);

  app.put('/faults', async (request) => {
    sandbox.faults.set(parseBody(faultsBody, request.body));
    return sandbox.faults.settings;
  });

  app.delete('/faults', async () => {
    sandbox.faults.clear(sandbox.store.options.seed);
    return sandbox.faults.settings;
  });
}
