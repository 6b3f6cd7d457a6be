import { openAsBlob } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { WRITE_PROBLEM_CODES } from '../../../contract/api/problemCodes';
import { orderWriteParams, paymentUpdateForm, writeOutcome } from '../../../contract/api/writes';
import { access } from '../../http/access';
import { HttpProblem } from '../../http/problem';
import { paymentUpdateCheck } from '../confirm/vendorChecks';
import { readIdempotencyKey } from '../idempotency/runIdempotent';
import { runWrite, type WriteContext } from '../runWrite';
import { paymentFormProblem } from '../upload/paymentFormProblem';
import { receivePaymentForm, type UploadLimits } from '../upload/receivePaymentForm';
import { baseVersionNote, idempotencyKeyNote } from './writeRouteNotes';

export interface PaymentUploads {
  limits: UploadLimits;
  /** Where upload folders are made (default: the system's temporary folder). */
  tmpRoot: string | undefined;
}

/**
 * PUT /api/requests/order/:code/payment: the payment of an order (status, type, condition,
 * description) and its attachments, received as multipart and streamed on to the vendor from disk.
 */
export function registerPaymentUpdateRoute(
  root: FastifyInstance,
  context: WriteContext,
  uploads: PaymentUploads,
): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { services } = context;
  const { limits } = uploads;
  app.put(
    '/api/requests/order/:code/payment',
    {
      config: { access: access.roles('finance') },
      // @fastify/multipart logs its parser options at trace level, request headers (the session
      // cookie) included: this route never logs at trace.
      logLevel: services.config.LOG_LEVEL === 'trace' ? 'debug' : services.config.LOG_LEVEL,
      schema: {
        tags: ['writes'],
        summary: 'Update the payment of an order: status, type, condition, description and attachments.',
        description: [
          'multipart/form-data with optional text fields `status` (notRequested, requested, received,',
          'cancelled), `type` (pix, boleto, debito, credito, financiamento, other), `condition`,',
          `\`description\`, and up to ${limits.maxFiles} files in \`attachments\` (each at most`,
          `${limits.maxFileBytes} bytes, together at most ${limits.maxTotalBytes} bytes; PDF, PNG, JPEG or`,
          'WebP by content). At least one field or file. A file named like one already attached replaces it.',
          `The text field \`baseVersion\` is required. ${baseVersionNote}`,
          idempotencyKeyNote,
        ].join(' '),
        consumes: ['multipart/form-data'],
        params: orderWriteParams,
        response: { 200: writeOutcome },
      },
    },
    async (request, reply) => {
      const key = readIdempotencyKey(request);
      const { code } = request.params;
      const form = await receivePaymentForm(request, { limits, tmpRoot: uploads.tmpRoot });
      try {
        const parsed = paymentUpdateForm.safeParse(form.fields);
        if (!parsed.success) throw paymentFormProblem(parsed.error.issues);
        const { baseVersion, ...fields } = parsed.data;
        const changed = Object.fromEntries(
          Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
        );
        if (Object.keys(changed).length === 0 && form.files.length === 0) {
          throw new HttpProblem({
            status: 400,
            code: WRITE_PROBLEM_CODES.nothingToUpdate,
            detail: 'Nothing to update: send a status, type, condition, description or at least one file.',
          });
        }
        return await runWrite(context, request, reply, {
          key,
          submitted: {
            method: 'PUT',
            path: `/api/requests/order/${code}/payment`,
            fields: { ...changed, baseVersion: String(baseVersion) },
            files: form.files,
          },
          base: { target: { type: 'order', code }, version: baseVersion },
          spec: {
            kind: 'payment',
            action: 'request.payment.update',
            request: { type: 'order', code },
            paymentId: null,
            changed,
            attachments: form.files.map((file) => ({
              name: file.name,
              size: file.size,
              mediaType: file.mediaType,
            })),
          },
          send: async () =>
            services.vendor.updateRequestPayment(
              code,
              fields,
              // Blobs of the spooled files: undici reads each from disk while sending.
              await Promise.all(
                form.files.map(async (file) => ({
                  filename: file.name,
                  contentType: file.mediaType,
                  blob: await openAsBlob(file.path),
                })),
              ),
            ),
          appliedAtVendor: paymentUpdateCheck(
            services.vendor,
            code,
            fields,
            form.files.map((file) => file.name),
          ),
        });
      } finally {
        await form.cleanup();
      }
    },
  );
}
