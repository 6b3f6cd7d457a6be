import { SECURITY_PROBLEM_CODES } from '../../../contract/api/session';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readWebhookBody } from '../../../contract/upstream/webhook';
import { access } from '../../http/access';
import { HttpProblem } from '../../http/problem';
import type { Services } from '../../services';

/**
 * The largest delivery accepted. The spec shows one record per delivery (a few KB); 256 KiB leaves
 * room for records with many products while keeping an unauthenticated flood cheap to refuse.
 */
export const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * POST /webhooks/upstream. The credential (WEBHOOK_SECRET as a bearer token or as the password of
 * Basic authentication) is checked by the security layer before the body is read; an accepted
 * delivery is read tolerantly and handed to `services.onDelivery`, and 200 tells the vendor it
 * arrived. A delivery that is not JSON is refused with 415, and one over the limit with 413.
 */
export function registerWebhookRoutes(root: FastifyInstance, services: Services): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/webhooks/upstream',
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      config: { access: access.webhook },
      schema: {
        tags: ['webhooks'],
        summary: "The vendor's webhook deliveries, authenticated by WEBHOOK_SECRET.",
        response: { 200: z.object({ received: z.literal(true) }) },
      },
    },
    async (request) => {
      if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) {
        throw new HttpProblem({
          status: 415,
          code: SECURITY_PROBLEM_CODES.unsupportedMediaType,
          detail: 'A webhook delivery must be JSON (Content-Type: application/json).',
        });
      }
      const body: unknown = request.body;
      await services.onDelivery(
        { ...readWebhookBody(body), receivedAt: new Date(services.clock.now()), requestId: request.id, body },
        { log: request.log },
      );
      return { received: true as const };
    },
  );
}
