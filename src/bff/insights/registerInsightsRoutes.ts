import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { insights, insightsQuery } from '../../contract/api/insights';
import { access } from '../http/access';
import type { Services } from '../services';
import { buildInsights } from './buildInsights';
import { createInsightsCache } from './insightsCache';
import { storedStatusOrder } from './storedStatuses';

function viewerEmail(request: FastifyRequest): string | null {
  return request.session?.kind === 'user' ? request.session.user.email : null;
}

/**
 * GET /api/insights: for people (every reader role), not wallboards. From the mirror only: no
 * vendor call, whatever is asked (the statuses' first read is the sync's, ADR 051).
 */
export async function registerInsightsRoutes(scope: FastifyInstance, options: { services: Services }) {
  const { mirror, db, live } = options.services;
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const cache = createInsightsCache(live);
  scope.addHook('onClose', async () => cache.close());
  app.get(
    '/api/insights',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['insights'],
        summary:
          "Sales, conversion, pipeline, leaderboard, map and payments of a period, and the previous period's.",
        description:
          'The listing filters (without createdFrom/createdTo) plus from, to (whole UTC days, both included), bucket=day|week|month and type=order|budget. Every figure equals the listing total of its filter with createdFrom/createdTo = the period or bucket. Money in BRL, power in Wp.',
        querystring: insightsQuery,
        response: { 200: insights },
      },
    },
    async (request) => {
      const { query } = request;
      const context = await mirror.context({ email: viewerEmail(request) });
      const statusOrder = await storedStatusOrder(db, query.type);
      return cache.answer(query, context, statusOrder, () => buildInsights(db, query, context, statusOrder));
    },
  );
}
