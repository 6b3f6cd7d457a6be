import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createSavedView,
  savedView,
  savedViewList,
  savedViewParams,
  savedViewsQuery,
  updateSavedView,
} from '../../contract/api/savedViews';
import { requireUser } from '../auth/requestAuth';
import { access } from '../http/access';
import type { Services } from '../services';
import { createSavedViewsStore } from './savedViewsStore';

/**
 * Saved views of the requests lists (ADR 030). Any signed-in person (not a wallboard) keeps their
 * own; shared ones are read by all and changed by their owner or an admin.
 */
export async function registerViewsRoutes(scope: FastifyInstance, options: { services: Services }) {
  const { db, clock } = options.services;
  const store = createSavedViewsStore(db, () => new Date(clock.now()));
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const tags = ['views'];
  const actor = (request: Parameters<typeof requireUser>[0]) => {
    const { user } = requireUser(request);
    return { id: user.id, roles: user.roles };
  };

  app.get(
    '/api/views',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: "The reader's saved views of a list and everyone's shared ones.",
        querystring: savedViewsQuery,
        response: { 200: savedViewList },
      },
    },
    async (request) => ({ views: await store.list(request.query.type, actor(request)) }),
  );

  app.post(
    '/api/views',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Saves a view of a list.',
        body: createSavedView,
        response: { 201: savedView },
      },
    },
    async (request, reply) => reply.code(201).send(await store.create(request.body, actor(request))),
  );

  app.patch(
    '/api/views/:id',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Renames, updates, shares or makes default a saved view.',
        params: savedViewParams,
        body: updateSavedView,
        response: { 200: savedView },
      },
    },
    async (request) => store.update(request.params.id, request.body, actor(request)),
  );

  app.delete(
    '/api/views/:id',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Deletes a saved view.',
        params: savedViewParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await store.remove(request.params.id, actor(request));
      return reply.code(204).send(null);
    },
  );
}
