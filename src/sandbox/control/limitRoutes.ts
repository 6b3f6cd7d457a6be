import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Sandbox } from '../sandbox';
import { parseBody } from './parseBody';

const limitsBody = z
  .object({
    callsPerHour: z.number().int().positive().optional(),
    processingMsPerHour: z.number().positive().optional(),
    deactivatedStatus: z.union([z.literal(401), z.literal(429)]).optional(),
  })
  .strict();

const costBody = z
  .object({
    baseMs: z.number().nonnegative().optional(),
    perRecordMs: z.number().nonnegative().optional(),
    perUploadMbMs: z.number().nonnegative().optional(),
    sleep: z.boolean().optional(),
  })
  .strict();

const reactivateBody = z.object({ resetUsage: z.boolean().optional() }).strict();

function limitState(sandbox: Sandbox) {
  return {
    limits: sandbox.limits.limits,
    usage: sandbox.limits.report(sandbox.token),
    costModel: sandbox.costModel,
  };
}

/** The token's usage and deactivation, its reactivation, and the limit and cost settings. */
export function registerLimitRoutes(app: FastifyInstance, sandbox: Sandbox) {
  app.get('/limits', async () => limitState(sandbox));

  app.put('/limits', async (request) => {
    sandbox.limits.limits = { ...sandbox.limits.limits, ...parseBody(limitsBody, request.body) };
    return limitState(sandbox);
  });

  app.put('/cost-model', async (request) => {
    sandbox.costModel = { ...sandbox.costModel, ...parseBody(costBody, request.body) };
    return limitState(sandbox);
  });

  /** What the vendor's support does after a 429; `resetUsage` also empties the rolling window. */
  app.post('/token/reactivate', async (request) => {
    sandbox.limits.reactivate(sandbox.token, parseBody(reactivateBody, request.body));
    return limitState(sandbox);
  });
}
