import type { FastifyInstance } from 'fastify';
import type { Histogram } from './metrics';

/**
 * Times every answer into the latency histogram. Labelled by the route's pattern
 * (`/api/requests/:type/:code/responsible`), never the raw URL, so codes and ids cannot blow up the
 * number of series; what matched no route is `unmatched`. Call on the root instance.
 */
export function installHttpMetrics(
  app: FastifyInstance,
  histogram: Histogram<'method' | 'route' | 'status'>,
): void {
  app.addHook('onResponse', async (request, reply) => {
    histogram.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
}
