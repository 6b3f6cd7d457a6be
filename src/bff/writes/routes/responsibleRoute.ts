import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestWriteParams, responsibleChangeBody, writeOutcome } from '../../../contract/api/writes';
import { access } from '../../http/access';
import { responsibleCheck } from '../confirm/vendorChecks';
import { readIdempotencyKey } from '../idempotency/runIdempotent';
import { runWrite, type WriteContext } from '../runWrite';
import { baseVersionNote, idempotencyKeyNote } from './writeRouteNotes';

/** PUT /api/requests/:type/:code/responsible: hands a budget or order to another collaborator. */
export function registerResponsibleRoute(root: FastifyInstance, context: WriteContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { vendor } = context.services;
  app.put(
    '/api/requests/:type/:code/responsible',
    {
      config: { access: access.roles('sales') },
      schema: {
        tags: ['writes'],
        summary: 'Hand a budget or order to another responsible collaborator.',
        description: `The e-mail must be that of a collaborator of the vendor account. ${baseVersionNote} ${idempotencyKeyNote}`,
        params: requestWriteParams,
        body: responsibleChangeBody,
        response: { 200: writeOutcome },
      },
    },
    async (request, reply) => {
      const key = readIdempotencyKey(request);
      const { type, code } = request.params;
      const { email, baseVersion } = request.body;
      return runWrite(context, request, reply, {
        key,
        submitted: {
          method: 'PUT',
          path: `/api/requests/${type}/${code}/responsible`,
          fields: { email, baseVersion: String(baseVersion) },
        },
        base: { target: { type, code }, version: baseVersion },
        spec: {
          kind: 'responsible',
          action: 'request.responsible.change',
          request: { type, code },
          paymentId: null,
          changed: { email },
          attachments: [],
        },
        send: () => vendor.updateResponsible(code, email),
        appliedAtVendor: responsibleCheck(vendor, { type, code }, email),
      });
    },
  );
}
