import type { FastifyInstance, FastifyRequest } from 'fastify';
import { paymentUpdateForm, PAYMENT_UPDATE_FORM_FIELDS } from '../../contract/upstream/index';
import { SandboxError } from '../errors';
import type { Sandbox } from '../sandbox';
import { addWork } from './callContext';
import { paymentRefusal, PAYMENT_SUCCESS } from './paymentEnvelope';

const TEXT_FIELDS = new Set<string>(PAYMENT_UPDATE_FORM_FIELDS.filter((field) => field !== 'attachments'));
const FILE_FIELDS = new Set(['attachments', 'attachments[]']);

/** Reads the whole multipart body: text fields, and every file (its name and size). */
async function readForm(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  const files: Array<{ name: string; bytes: number }> = [];
  let unexpected: string | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const content = await part.toBuffer();
      if (!FILE_FIELDS.has(part.fieldname)) unexpected ??= part.fieldname;
      else files.push({ name: part.filename, bytes: content.length });
    } else if (TEXT_FIELDS.has(part.fieldname)) {
      fields[part.fieldname] = String(part.value);
    }
  }
  return { fields, files, unexpected };
}

/**
 * PUT /api/v2/request/{requestCode}/updatePayment, multipart: status, type, condition, description
 * and up to 5 `attachments`. Every field is optional but at least one must be sent. Files go to the
 * request's payment; a file named like one already there replaces it; a call with more than 5
 * files, or one that would leave more than 5 on the payment, is refused and changes nothing.
 */
export function registerUpdatePayment(app: FastifyInstance, sandbox: Sandbox) {
  app.put('/v2/request/:requestCode/updatePayment', async (request, reply) => {
    const { requestCode } = request.params as { requestCode: string };
    try {
      if (!request.isMultipart()) {
        throw new SandboxError(415, 'multipartRequired', 'The body must be multipart/form-data.');
      }
      const form = await readForm(request);
      addWork(request, { uploadBytes: form.files.reduce((sum, file) => sum + file.bytes, 0) });
      if (form.unexpected) {
        throw new SandboxError(
          400,
          'unexpectedField',
          `Files go in the attachments field, not ${form.unexpected}.`,
        );
      }
      const parsed = paymentUpdateForm.safeParse(form.fields);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new SandboxError(
          400,
          'badRequest',
          `Invalid ${issue?.path.join('.') ?? 'field'}: ${issue?.message ?? ''}`,
        );
      }
      const change = { ...parsed.data, attachments: form.files.map((file) => file.name) };
      if (
        Object.values(parsed.data).every((value) => value === undefined) &&
        change.attachments.length === 0
      ) {
        throw new SandboxError(
          400,
          'nothingToUpdate',
          'Send at least one of status, type, condition, description or attachments.',
        );
      }
      const row = sandbox.actions.requireRow(requestCode);
      sandbox.payments.update(row, change);
      return PAYMENT_SUCCESS;
    } catch (error) {
      if (error instanceof SandboxError) return reply.code(error.status).send(paymentRefusal(error));
      throw error;
    }
  });
}
