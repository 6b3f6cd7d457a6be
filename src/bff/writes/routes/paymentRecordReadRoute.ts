import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { paymentRecordView } from '../../../contract/api/payments';
import { paymentRecordParams } from '../../../contract/api/writes';
import { access } from '../../http/access';
import type { Services } from '../../services';

/** GET /api/payments/:paymentId: the record as the vendor holds it, read when its form opens. */
export function registerPaymentRecordReadRoute(root: FastifyInstance, services: Services): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/payments/:paymentId',
    {
      config: { access: access.roles('finance') },
      schema: {
        tags: ['writes'],
        summary: "Read a payment record from the vendor (one governed call, priority 'refresh').",
        params: paymentRecordParams,
        response: { 200: paymentRecordView },
      },
    },
    async (request) => {
      const { paymentId } = request.params;
      const result = await services.vendor.getPaymentRecord(paymentId);
      return {
        paymentId,
        record: result.record,
        unreadable: result.unreadable.map(({ path, problem }) => ({ path, problem })),
        fetchedAt: new Date(services.clock.now()).toISOString(),
      };
    },
  );
}
