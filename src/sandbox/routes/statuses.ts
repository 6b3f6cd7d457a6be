import type { FastifyInstance } from 'fastify';
import type { RequestStatus } from '../../contract/upstream/index';
import { requestTypeSchema } from '../../contract/upstream/index';
import { sortedBySequence } from '../data/statuses';
import { errorBody } from '../errors';
import type { Sandbox } from '../sandbox';

/** GET /api/v1/request/{requestType}/statuses: the configured statuses, ordered by sequence. */
export function registerStatuses(app: FastifyInstance, sandbox: Sandbox) {
  app.get('/v1/request/:requestType/statuses', async (request, reply) => {
    const type = requestTypeSchema.safeParse((request.params as { requestType?: string }).requestType);
    if (!type.success) {
      return reply.code(400).send(errorBody('badRequest', 'requestType must be order or budget.'));
    }
    const statuses: RequestStatus[] = sortedBySequence(sandbox.store.world.statuses[type.data]).map(
      (status) => ({
        id: status.id,
        name: status.name,
        sequence: status.sequence,
        type: status.type,
      }),
    );
    return statuses;
  });
}
