import type { FastifyInstance } from 'fastify';
import type { Payment } from '../../contract/upstream/index';
import { paymentRecordUpdate, paymentUpdateStatusSchema } from '../../contract/upstream/index';
import type { RequestRow } from '../data/requestRow';
import { SandboxError } from '../errors';
import type { Sandbox } from '../sandbox';
import { paymentRefusal, PAYMENT_SUCCESS } from './paymentEnvelope';

/**
 * GET, PUT and DELETE /api/v2/payments/{paymentId}, the operations `payment.links` lists. GET
 * answers the payment as the v2 listing shows it plus its `id`; PUT takes JSON `{status,
 * condition}` (at least one; status as in the payment update of a request, so `partial` is
 * refused); DELETE removes the payment record, and the request then has no `payment` at all.
 */
export function registerPayments(app: FastifyInstance, sandbox: Sandbox) {
  const find = (paymentId: string): RequestRow => {
    const row = sandbox.store.findByPaymentId(paymentId);
    if (!row || row.removed)
      throw new SandboxError(404, 'paymentNotFound', `No payment with id ${paymentId}.`);
    return row;
  };

  app.get('/v2/payments/:paymentId', async (request, reply) => {
    const { paymentId } = request.params as { paymentId: string };
    try {
      const payment = sandbox.store.record(find(paymentId)).payment;
      if (!payment) throw new SandboxError(404, 'paymentNotFound', `No payment with id ${paymentId}.`);
      const body: Payment & { id: string } = { id: paymentId, ...payment };
      return body;
    } catch (error) {
      if (error instanceof SandboxError) return reply.code(error.status).send(paymentRefusal(error));
      throw error;
    }
  });

  app.put('/v2/payments/:paymentId', async (request, reply) => {
    const { paymentId } = request.params as { paymentId: string };
    try {
      const body = paymentRecordUpdate.safeParse(request.body);
      if (!body.success)
        throw new SandboxError(
          400,
          'badRequest',
          'The body must be JSON: {"status": "...", "condition": "..."}.',
        );
      const { status, condition } = body.data;
      if (status === undefined && condition === undefined) {
        throw new SandboxError(400, 'nothingToUpdate', 'Send status, condition or both.');
      }
      const parsedStatus = status === undefined ? undefined : paymentUpdateStatusSchema.safeParse(status);
      if (parsedStatus && !parsedStatus.success) {
        throw new SandboxError(400, 'badStatus', `Status ${status ?? ''} cannot be written.`);
      }
      sandbox.payments.update(find(paymentId), { status: parsedStatus?.data, condition });
      return PAYMENT_SUCCESS;
    } catch (error) {
      if (error instanceof SandboxError) return reply.code(error.status).send(paymentRefusal(error));
      throw error;
    }
  });

  app.delete('/v2/payments/:paymentId', async (request, reply) => {
    const { paymentId } = request.params as { paymentId: string };
    try {
      sandbox.payments.remove(find(paymentId));
      return PAYMENT_SUCCESS;
    } catch (error) {
      if (error instanceof SandboxError) return reply.code(error.status).send(paymentRefusal(error));
      throw error;
    }
  });
}
