import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { access } from './access';

/**
 * Painel's own API, documented from the zod schemas on its routes: the JSON document at
 * /api/openapi.json and a browsable page at /api/docs.
 */
export async function registerOpenApi(app: FastifyInstance, version: string) {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Painel API',
        description:
          "The backend-for-frontend of Painel. Every read is served from Painel's mirror; writes pass the vendor governor.",
        version,
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { config: { access: access.public }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
}
