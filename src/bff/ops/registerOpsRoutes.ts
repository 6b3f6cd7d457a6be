import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { governorResetRequest } from '../../contract/api/governorReset';
import { governorStatus } from '../../contract/api/governorStatus';
import { liveness, readiness } from '../../contract/api/operations';
import { access } from '../http/access';
import { HttpProblem } from '../http/problem';
import { registerInboxRoutes } from '../webhooks/inbox/inboxRoutes';
import type { Services } from '../services';
import { actorOf } from '../writes/writeActor';
import { checkDatabaseReadiness, shippedMigrations } from './checkReadiness';
import { registerGovernorHistoryRoutes } from './governorHistoryRoutes';

function bearerMatches(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer (.+)$/i.exec(header);
  if (!match?.[1]) return false;
  const given = Buffer.from(match[1]);
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * Operations: liveness and readiness for the orchestrator, Prometheus metrics, the governor's
 * state for everyone who reads, and the admin's confirmation that the vendor reactivated the account.
 */
export async function registerOpsRoutes(scope: FastifyInstance, options: { services: Services }) {
  const { services } = options;
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const expectedMigrations = shippedMigrations();
  // The system page's admin reads: the ledger's recent history and the webhook inbox.
  registerGovernorHistoryRoutes(app, services);
  registerInboxRoutes(app, services);

  app.get(
    '/api/health/live',
    {
      config: { access: access.public },
      schema: {
        tags: ['operations'],
        summary: 'Liveness: the process answers. Checks nothing else, so it never restarts a busy replica.',
        response: { 200: liveness },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/health/ready',
    {
      config: { access: access.public },
      schema: {
        tags: ['operations'],
        summary:
          'Readiness: the database answers and has this build’s schema. An open circuit is reported, not failed.',
        response: { 200: readiness },
      },
    },
    async () => {
      const checked = await checkDatabaseReadiness(services.db, expectedMigrations);
      if (checked.failure) {
        throw new HttpProblem({
          status: 503,
          code: 'not_ready',
          detail: `Painel is not ready: ${checked.failure}.`,
        });
      }
      const governor = await services.governor.status();
      return {
        status: 'ready' as const,
        mode: services.config.mode,
        checks: { database: checked.database, migrations: checked.migrations },
        circuit: governor.circuit.state,
      };
    },
  );

  app.get(
    '/metrics',
    {
      config: { access: access.public },
      schema: {
        tags: ['operations'],
        summary: 'Prometheus metrics. When METRICS_TOKEN is set, send it as a bearer token.',
      },
    },
    async (request, reply) => {
      const token = services.config.METRICS_TOKEN;
      if (token && !bearerMatches(request, token)) {
        throw new HttpProblem({
          status: 401,
          code: 'metrics_token_required',
          detail: 'The metrics need the bearer token configured as METRICS_TOKEN.',
          headers: { 'www-authenticate': 'Bearer realm="metrics"' },
        });
      }
      const { text, failures } = await services.metrics.registry.render();
      for (const failure of failures) request.log.warn({ err: failure }, 'a metrics collector failed');
      return reply.type(services.metrics.registry.contentType).header('cache-control', 'no-store').send(text);
    },
  );

  app.get(
    '/api/governor',
    {
      config: { access: access.reader },
      schema: {
        tags: ['operations'],
        summary: 'The vendor budget used and left over every backend process, and the circuit.',
        response: { 200: governorStatus },
      },
    },
    async () => services.governor.status(),
  );

  app.post(
    '/api/admin/governor/reset',
    {
      config: { access: access.roles('admin') },
      schema: {
        tags: ['operations'],
        summary:
          "Confirm that the vendor's support reactivated the account: closes the circuit for every process.",
        body: governorResetRequest,
        response: { 200: governorStatus },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const by = actor.label ?? actor.id ?? 'an administrator';
      const before = await services.governor.status();
      const after = await services.governor.resetCircuit({ by });
      request.log.warn({ by, cause: before.circuit.cause }, 'the governor circuit was reset by an admin');
      await services.writes.emitAudited(
        {
          action: 'governor.reset',
          actor,
          at: new Date(services.clock.now()),
          requestId: request.id,
          requestCode: null,
          target: 'governor:circuit',
          outcome: 'ok',
          address: request.ip ?? null,
          details: {
            wasOpen: before.circuit.state === 'open',
            cause: before.circuit.cause,
            openedAt: before.circuit.openedAt,
            note: request.body.note ?? null,
          },
        },
        request.log,
      );
      return after;
    },
  );
}
