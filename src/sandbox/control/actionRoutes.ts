import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PAYMENT_STATUSES, REQUEST_TYPES } from '../../contract/upstream/index';
import { ACTION_NAMES } from '../actionNames';
import type { Sandbox } from '../sandbox';
import { parseBody } from './parseBody';

const actionBody = z
  .object({
    action: z.enum(ACTION_NAMES),
    code: z.string().min(1).optional(),
    type: z.enum(REQUEST_TYPES).optional(),
    status: z.string().min(1).optional(),
    amount: z.number().nonnegative().optional(),
    paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
    tag: z.string().min(1).optional(),
    name: z.string().min(1).max(200).optional(),
    email: z.string().min(1).optional(),
    html: z.string().optional(),
    fileName: z.string().min(1).optional(),
    category: z.string().min(1).optional(),
  })
  .strict();

const activityBody = z.object({ ratePerMinute: z.number().min(0).max(6_000) }).strict();

/** Trigger any action on a request, and drive background activity. */
export function registerActionRoutes(app: FastifyInstance, sandbox: Sandbox) {
  app.post('/actions', async (request) => {
    const { action, code, ...params } = parseBody(actionBody, request.body);
    return sandbox.actions.run(action, code, params);
  });

  app.get('/activity', async () => ({
    ratePerMinute: sandbox.activity.ratePerMinute,
    recent: sandbox.activity.recent,
  }));

  app.put('/activity', async (request) => {
    sandbox.activity.setRate(parseBody(activityBody, request.body).ratePerMinute);
    return { ratePerMinute: sandbox.activity.ratePerMinute };
  });

  /** One activity step now, whatever the rate. */
  app.post('/activity/tick', async () => ({ result: sandbox.activity.tick() ?? null }));

  /** The past stretch (ADR 051): journeys wait for `done` before they compare with the data. */
  app.get('/past', async () => sandbox.past.report());

  /** Plays the past stretch now (Painel's stack does it after its first copy); answers when played. */
  app.post('/past/play', async () => {
    await sandbox.past.play();
    return sandbox.past.report();
  });
}
