import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { paymentRecordChange, paymentRecordParams, writeOutcome } from '../../../contract/api/writes';
import { access } from '../../http/access';
import { paymentRecordUpdateCheck } from '../confirm/vendorChecks';
import { readIdempotencyKey } from '../idempotency/runIdempotent';
import { runWrite, type WriteContext } from '../runWrite';
import { idempotencyKeyNote } from './writeRouteNotes';

/**
 * PUT /api/payments/:paymentId: the status and/or condition of a payment record. Not checked
 * against a base version: the mirror does not version a record apart from its request (ADR 035).
 */
export function registerPaymentRecordUpdateRoute(root: FastifyInstance, context: WriteContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { vendor } = context.services;
  app.put(
    '/api/payments/:paymentId',
    {
      config: { access: access.roles('finance') },
      schema: {
        tags: ['writes'],
        summary: 'Update the status and/or condition of a payment record.',
        description: idempotencyKeyNote,
        params: paymentRecordParams,
        body: paymentRecordChange,
        response: { 200: writeOutcome },
      },
    },
    async (request, reply) => {
      const key = readIdempotencyKey(request);
      const { paymentId } = request.params;
      const change = request.body;
      const changed = Object.fromEntries(
        Object.entries(change).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      );
      return runWrite(context, request, reply, {
        key,
        submitted: { method: 'PUT', path: `/api/payments/${paymentId}`, fields: changed },
        base: null,
        spec: {
          kind: 'paymentRecordUpdate',
          action: 'payment.update',
          request: null,
          paymentId,
          changed,
          attachments: [],
        },
        send: () => vendor.updatePaymentRecord(paymentId, change),
        appliedAtVendor: paymentRecordUpdateCheck(vendor, paymentId, change),
      });
    },
  );
}
