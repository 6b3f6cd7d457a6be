import type { FastifyInstance } from 'fastify';
import type { UpdateResponsibleResponse } from '../../contract/upstream/index';
import { updateResponsibleBody } from '../../contract/upstream/index';
import { SandboxError } from '../errors';
import type { Sandbox } from '../sandbox';

function refusal(error: SandboxError) {
  return { success: false, error: error.code, message: error.message };
}

/**
 * PUT /api/v1/request/{requestCode}/responsible with `{email}`: 200 `{success: true}`; a body
 * without an e-mail is 400, an unknown (or removed) request or an e-mail that is no collaborator
 * of the account is 404, each with `{success: false, error, message}`. Silent: no webhook.
 */
export function registerUpdateResponsible(app: FastifyInstance, sandbox: Sandbox) {
  app.put('/v1/request/:requestCode/responsible', async (request, reply) => {
    const { requestCode } = request.params as { requestCode: string };
    const body = updateResponsibleBody.safeParse(request.body);
    try {
      if (!body.success)
        throw new SandboxError(400, 'badRequest', 'The body must be JSON with the e-mail: {"email": "..."}.');
      const row = sandbox.actions.requireRow(requestCode);
      sandbox.actions.responsible(row, body.data.email);
      const response: UpdateResponsibleResponse = { success: true };
      return response;
    } catch (error) {
      if (error instanceof SandboxError) return reply.code(error.status).send(refusal(error));
      throw error;
    }
  });
}
