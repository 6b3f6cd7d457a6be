import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { insights, insightsQuery } from '../../contract/api/insights';
import { access } from '../http/access';
import type { Services } from '../services';
import type { Database } from '../db/database';
import { storedStatuses } from '../statuses/statusesCache';
import type { RequestType } from '../../contract/upstream/enums';
import { orderedStatuses } from '../mirror/read/buildBoard';
import { statusesFromMirror } from '../mirror/read/statusesSource';
import { buildInsights } from './buildInsights';
import { createInsightsCache } from './insightsCache';

/**
 * The configured status names in `sequence` order from what the statuses cache last stored, however
 * old: insights never ask the vendor (ADR 036). Until the sync's first read stores them, before its
 * first page of requests (ADR 051), or when it could not, the statuses the mirror holds, by name.
 */
export async function storedStatusOrder(db: Database, type: RequestType): Promise<string[]> {
  const stored = await storedStatuses(db, type);
  return orderedStatuses(stored.length > 0 ? stored : await statusesFromMirror(db)(type)).map((s) => s.name);
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
          "The listing filters (without createdFrom/createdTo) plus from, to (whole UTC days, both included), bucket=day|week|month and type=order|budget. Every figure equals the listing total of its filter with createdFrom/createdTo = the period or bucket, plus createdBefore = the range's `before` where the previous span of a running period stops at the time of day it is read at. Money in BRL, power in Wp.",
        querystring: insightsQuery,
        response: { 200: insights },
      },
    },
    async (request) => {
      const { query } = request;
      const email = request.session?.kind === 'user' ? request.session.user.email : null;
      const context = await mirror.context({ email });
      const order = await storedStatusOrder(db, query.type);
      return cache.answer(query, context, order, () => buildInsights(db, query, context, order));
    },
  );
}
