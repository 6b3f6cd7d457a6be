import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Sandbox } from '../sandbox';
import type { WebhookTarget } from '../webhooks/dispatcher';
import { parseBody } from './parseBody';

const webhookBody = z
  .object({
    url: z.url({ protocol: /^https?$/ }),
    auth: z
      .union([
        z.object({ bearer: z.string().min(1) }).strict(),
        z.object({ basic: z.object({ user: z.string(), password: z.string() }).strict() }).strict(),
      ])
      .optional(),
    retryDelaysMs: z.array(z.number().nonnegative()).max(50).optional(),
    timeoutMs: z.number().int().positive().max(120_000).optional(),
  })
  .strict();

const limitQuery = z.object({ limit: z.coerce.number().int().positive().max(5_000).optional() });

/** The receiver without its secret: only which kind of authentication is configured. */
function targetView(target: WebhookTarget | undefined) {
  if (!target) return { configured: false };
  const auth = target.auth ? ('bearer' in target.auth ? 'bearer' : 'basic') : 'none';
  return { configured: true, url: target.url, auth };
}

/** The webhook receiver (URL, authentication, retry policy) and the delivery and event logs. */
export function registerWebhookRoutes(app: FastifyInstance, sandbox: Sandbox) {
  const dispatcher = sandbox.webhooks;

  app.get('/webhook', async () => ({ ...targetView(dispatcher.target), policy: dispatcher.policy }));

  app.put('/webhook', async (request) => {
    const body = parseBody(webhookBody, request.body);
    dispatcher.target = { url: body.url, auth: body.auth };
    dispatcher.policy = {
      retryDelaysMs: body.retryDelaysMs ?? dispatcher.policy.retryDelaysMs,
      timeoutMs: body.timeoutMs ?? dispatcher.policy.timeoutMs,
    };
    return { ...targetView(dispatcher.target), policy: dispatcher.policy };
  });

  app.delete('/webhook', async () => {
    dispatcher.target = undefined;
    return targetView(undefined);
  });

  app.get('/deliveries', async (request) => {
    const { limit = 500 } = parseBody(limitQuery, request.query);
    return { deliveries: dispatcher.deliveries.slice(-limit) };
  });

  app.get('/events', async (request) => {
    const { limit = 500 } = parseBody(limitQuery, request.query);
    return { events: dispatcher.events.slice(-limit) };
  });

  app.delete('/deliveries', async () => {
    dispatcher.reset();
    return { deliveries: [] };
  });
}
