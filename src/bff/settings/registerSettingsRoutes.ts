import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { stalledSettings } from '../../contract/api/stalledSettings';
import { requireUser } from '../auth/requestAuth';
import { access } from '../http/access';
import type { Services } from '../services';
import { readStalledSettings, writeStalledSettings } from './stalledSettingsStore';

/** Run-time settings: read by anyone signed in, changed by admins (ADR 030). */
export async function registerSettingsRoutes(scope: FastifyInstance, options: { services: Services }) {
  const { db, clock } = options.services;
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const tags = ['settings'];

  app.get(
    '/api/settings/stalled',
    {
      config: { access: access.reader },
      schema: {
        tags,
        summary:
          'The days in one status after which a request is "stalled": a default and per-status overrides.',
        response: { 200: stalledSettings },
      },
    },
    async () => readStalledSettings(db),
  );

  app.put(
    '/api/settings/stalled',
    {
      config: { access: access.roles('admin') },
      schema: {
        tags,
        summary: 'Sets the stalled thresholds (whole days, 1 to 365).',
        body: stalledSettings,
        response: { 200: stalledSettings },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      return writeStalledSettings(db, request.body, { userId: user.id, at: new Date(clock.now()) });
    },
  );
}
