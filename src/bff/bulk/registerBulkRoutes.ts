import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type BulkJobSummary,
  bulkJobDetail,
  bulkJobList,
  bulkJobParams,
  bulkResponsibleBody,
  bulkResponsiblePreview,
  bulkJobSummary,
} from '../../contract/api/bulk';
import { access } from '../http/access';
import { HttpProblem } from '../http/problem';
import type { Services } from '../services';
import { actorOf } from '../writes/writeActor';
import { estimateBulk } from './bulkEstimate';
import { cancelBulkJob, createBulkJob, jobItems, listBulkJobs, type StoredJob } from './bulkStore';
import { collaboratorName, resolveSelection, sameEmail } from './resolveSelection';
import { startBulkRunner } from './startBulkRunner';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/**
 * The bulk changes (ADR 075): a preview of what a change of responsible on a selection does and
 * costs, starting it as a job, the jobs with their progress, and cancelling one. Only the sync
 * leader sends the items (bulkRunner); every process answers these routes from the database.
 */
export async function registerBulkRoutes(scope: FastifyInstance, options: { services: Services }) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { services } = options;
  const { db, clock, mirror, governor } = services;
  const runner = startBulkRunner(services, scope.log);
  scope.addHook('onClose', () => runner.stop());

  const who = (request: FastifyRequest) => {
    const actor = actorOf(request);
    if (actor.kind !== 'user' || !actor.id || !actor.label) {
      throw new HttpProblem({
        status: 403,
        code: 'forbidden',
        detail: 'Only a person may start a bulk change.',
      });
    }
    return { kind: 'user' as const, id: actor.id, label: actor.label, name: actor.name };
  };

  async function plan(
    request: FastifyRequest,
    body: { selection: Parameters<typeof resolveSelection>[1]; email: string },
  ) {
    const viewer = { email: request.session?.kind === 'user' ? request.session.user.email : null };
    const selected = await resolveSelection(db, body.selection, await mirror.context(viewer));
    const targetName = await collaboratorName(db, body.email);
    if (targetName === null) {
      throw new HttpProblem({
        status: 422,
        code: 'unknown_collaborator',
        detail:
          'No collaborator of the vendor account with this e-mail is responsible for any request Painel knows.',
      });
    }
    const items = selected.map((found) => ({
      ...found,
      already: sameEmail(found.responsibleEmail, body.email),
    }));
    return { items, targetName, changing: items.filter((item) => !item.already).length };
  }

  async function summary(job: StoredJob): Promise<BulkJobSummary> {
    const now = clock.now();
    const finished = job.total - job.counts.pending;
    const expectedEnd =
      job.state === 'running'
        ? estimateBulk(await governor.status(), job.counts.pending, now).expectedEnd
        : null;
    return {
      id: job.id,
      kind: 'responsible',
      state: job.state,
      targetEmail: job.targetEmail,
      targetName: job.targetName,
      startedBy: job.startedBy.name?.trim() || job.startedBy.label,
      createdAt: job.createdAt.toISOString(),
      finishedAt: iso(job.finishedAt),
      cancelledBy: job.cancelledBy,
      total: job.total,
      finished,
      counts: job.counts,
      expectedEnd: expectedEnd === null ? null : new Date(expectedEnd).toISOString(),
    };
  }

  app.post(
    '/api/bulk/responsible/preview',
    {
      config: { access: access.roles('sales') },
      schema: {
        tags: ['bulk'],
        summary: 'What handing a selection to one responsible would change and cost; nothing is sent.',
        body: bulkResponsibleBody,
        response: { 200: bulkResponsiblePreview },
      },
    },
    async (request) => {
      const { items, targetName, changing } = await plan(request, request.body);
      const now = clock.now();
      const estimate = estimateBulk(await governor.status(), changing, now);
      return {
        changing,
        alreadyResponsible: items.length - changing,
        targetName,
        calls: changing * 2,
        fitNow: estimate.fitNow,
        restFrom: estimate.restFrom === null ? null : new Date(estimate.restFrom).toISOString(),
        expectedEnd: new Date(estimate.expectedEnd).toISOString(),
      };
    },
  );

  app.post(
    '/api/bulk/responsible',
    {
      config: { access: access.roles('sales') },
      schema: {
        tags: ['bulk'],
        summary: 'Start handing a selection to one responsible, as a job paced by the governor.',
        body: bulkResponsibleBody,
        response: { 201: bulkJobSummary },
      },
    },
    async (request, reply) => {
      const startedBy = who(request);
      const { items, targetName, changing } = await plan(request, request.body);
      if (items.length === 0) {
        throw new HttpProblem({
          status: 422,
          code: 'empty_selection',
          detail: 'The selection holds no request.',
        });
      }
      const id = randomUUID();
      await createBulkJob(db, {
        id,
        targetEmail: request.body.email,
        targetName,
        startedBy,
        items: items.map((item) => ({
          type: request.body.selection.type,
          code: item.code,
          already: item.already,
        })),
        now: clock.now(),
      });
      await services.writes.emitAudited(
        {
          action: 'bulk.responsible.start',
          actor: startedBy,
          at: new Date(clock.now()),
          requestId: request.id,
          requestCode: null,
          target: `bulk:${id}`,
          outcome: 'ok',
          address: request.ip ?? null,
          details: {
            email: request.body.email,
            name: targetName,
            count: changing,
            skipped: items.length - changing,
          },
        },
        request.log,
      );
      runner.wake();
      const [job] = await listBulkJobs(db, 1, id);
      if (!job) throw new Error('a job just stored was not found');
      return reply.code(201).send(await summary(job));
    },
  );

  app.get(
    '/api/bulk',
    {
      config: { access: access.roles('sales') },
      schema: {
        tags: ['bulk'],
        summary: 'The latest bulk changes, newest first.',
        response: { 200: bulkJobList },
      },
    },
    async () => ({ items: await Promise.all((await listBulkJobs(db, 50)).map(summary)) }),
  );

  app.get(
    '/api/bulk/:id',
    {
      config: { access: access.roles('sales') },
      schema: {
        tags: ['bulk'],
        summary: 'One bulk change with the result of each request.',
        params: bulkJobParams,
        response: { 200: bulkJobDetail },
      },
    },
    async (request) => {
      const [job] = await listBulkJobs(db, 1, request.params.id);
      if (!job)
        throw new HttpProblem({ status: 404, code: 'not_found', detail: 'No bulk change with this id.' });
      const items = await jobItems(db, job.id);
      return {
        ...(await summary(job)),
        items: items.map((item) => ({
          position: item.position,
          type: item.type,
          code: item.code,
          state: item.state,
          reason: item.reason,
          finishedAt: iso(item.finishedAt),
        })),
      };
    },
  );

  app.post(
    '/api/bulk/:id/cancel',
    {
      config: { access: access.roles('sales') },
      schema: {
        tags: ['bulk'],
        summary: 'Cancel a running bulk change: requests not yet sent stay as they are.',
        params: bulkJobParams,
        response: { 200: bulkJobSummary },
      },
    },
    async (request) => {
      const person = who(request);
      const [before] = await listBulkJobs(db, 1, request.params.id);
      if (!before)
        throw new HttpProblem({ status: 404, code: 'not_found', detail: 'No bulk change with this id.' });
      const name = person.name?.trim() || person.label;
      if (await cancelBulkJob(db, before.id, name, clock.now())) {
        await services.writes.emitAudited(
          {
            action: 'bulk.cancel',
            actor: person,
            at: new Date(clock.now()),
            requestId: request.id,
            requestCode: null,
            target: `bulk:${before.id}`,
            outcome: 'ok',
            address: request.ip ?? null,
            details: { name: before.targetName, count: before.counts.pending },
          },
          request.log,
        );
      }
      const [after] = await listBulkJobs(db, 1, before.id);
      return summary(after ?? before);
    },
  );
}
