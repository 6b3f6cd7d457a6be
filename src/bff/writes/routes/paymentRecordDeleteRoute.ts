import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { paymentRecordParams, writeOutcome } from '../../../contract/api/writes';
import { access } from '../../http/access';
import { paymentRecordDeleteCheck } from '../confirm/vendorChecks';
import { readIdempotencyKey } from '../idempotency/runIdempotent';
import { runWrite, type WriteContext } from '../runWrite';
import { idempotencyKeyNote } from './writeRouteNotes';

/** DELETE /api/payments/:paymentId: the request has no payment afterwards. */
export function registerPaymentRecordDeleteRoute(root: FastifyInstance, context: WriteContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { vendor } = context.services;
  app.delete(
    '/api/payments/:paymentId',
    {
      config: { access: access.roles('finance') },
      schema: {
        tags: ['writes'],
        summary: 'Delete a payment record; the request has no payment afterwards.',
        description: idempotencyKeyNote,
        params: paymentRecordParams,
        response: { 200: writeOutcome },
      },
    },
    async (request, reply) => {
      const key = readIdempotencyKey(request);
      const { paymentId } = request.params;
      return runWrite(context, request, reply, {
        key,
        submitted: { method: 'DELETE', path: `/api/payments/${paymentId}`, fields: {} },
        base: null,
        spec: {
          kind: 'paymentRecordDelete',
          action: 'payment.delete',
          request: null,
          paymentId,
          changed: {},
          attachments: [],
        },
        send: () => vendor.deletePaymentRecord(paymentId),
        appliedAtVendor: paymentRecordDeleteCheck(vendor, paymentId),
      });
    },
  );
}
