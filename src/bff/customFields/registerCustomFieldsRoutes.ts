import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminCustomFieldsResponse,
  type AdminCustomField,
  customFieldKeyParams,
  customFieldNamesResponse,
  customFieldNaming,
  customFieldSetting,
} from '../../contract/api/customFields';
import { auditContext } from '../audit/auditContext';
import { requireUser } from '../auth/requestAuth';
import { access } from '../http/access';
import type { Services } from '../services';
import { customFieldUsage } from './customFieldUsage';
import { readCustomFieldSettings, writeCustomFieldNaming } from './customFieldsStore';

/**
 * Custom fields named by the partner's admins (ADR 060): the names every person's drawer, history
 * and exports read, and the admin's page of every key the mirror holds.
 */
export async function registerCustomFieldsRoutes(scope: FastifyInstance, options: { services: Services }) {
  const { db, clock, audit } = options.services;
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const adminOnly = access.roles('admin');

  app.get(
    '/api/custom-fields',
    {
      config: { access: access.reader },
      schema: {
        tags: ['settings'],
        summary: 'The names and formats admins gave custom fields; a key not listed is not yet named.',
        response: { 200: customFieldNamesResponse },
      },
    },
    async () => readCustomFieldSettings(db),
  );

  app.get(
    '/api/admin/custom-fields',
    {
      config: { access: adminOnly },
      schema: {
        tags: ['admin'],
        summary:
          'Every custom-field key seen in the mirror or named: requests carrying it, frequent values, its naming.',
        response: { 200: adminCustomFieldsResponse },
      },
    },
    async () => {
      const [usage, settings] = await Promise.all([customFieldUsage(db), readCustomFieldSettings(db)]);
      const named = new Map(settings.fields.map(({ key, ...naming }) => [key, naming]));
      const seen: AdminCustomField[] = usage.map((field) => ({
        ...field,
        naming: named.get(field.key) ?? null,
      }));
      const seenKeys = new Set(usage.map((field) => field.key));
      // A named key no request carries any more keeps its row, so its name can be read and forgotten.
      const gone: AdminCustomField[] = settings.fields
        .filter((field) => !seenKeys.has(field.key))
        .map(({ key, ...naming }) => ({
          key,
          requests: 0,
          samples: [],
          vendorType: null,
          options: [],
          naming,
        }));
      return { fields: [...seen, ...gone] };
    },
  );

  app.put(
    '/api/admin/custom-fields/:key',
    {
      config: { access: adminOnly },
      schema: {
        tags: ['admin'],
        summary: 'Names a custom field (pt-BR, optional English) and sets how its value reads.',
        params: customFieldKeyParams,
        body: customFieldNaming,
        response: { 200: customFieldSetting },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      const { key } = request.params;
      const { before, after } = await writeCustomFieldNaming(db, key, request.body, {
        userId: user.id,
        at: new Date(clock.now()),
      });
      await audit.record({
        ...auditContext(request),
        action: 'custom_field.update',
        target: `custom_field:${key}`,
        details: { key, from: before, to: after },
      });
      return after ?? { key, ...request.body };
    },
  );

  app.delete(
    '/api/admin/custom-fields/:key',
    {
      config: { access: adminOnly },
      schema: {
        tags: ['admin'],
        summary: "Forgets a custom field's name: it reads as its key again. Nothing to forget is no error.",
        params: customFieldKeyParams,
      },
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      const { key } = request.params;
      const { before } = await writeCustomFieldNaming(db, key, null, {
        userId: user.id,
        at: new Date(clock.now()),
      });
      if (before) {
        await audit.record({
          ...auditContext(request),
          action: 'custom_field.clear',
          target: `custom_field:${key}`,
          details: { key, from: before },
        });
      }
      return reply.code(204).send();
    },
  );
}
