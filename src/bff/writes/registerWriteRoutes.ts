import { openAsBlob } from 'node:fs';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { WRITE_PROBLEM_CODES } from '../../contract/api/problemCodes';
import { paymentRecordView } from '../../contract/api/payments';
import { UPLOAD_LIMITS } from '../../contract/api/uploads';
import {
  orderWriteParams,
  paymentRecordChange,
  paymentRecordParams,
  paymentUpdateForm,
  requestWriteParams,
  responsibleChangeBody,
  writeOutcome,
} from '../../contract/api/writes';
import { access } from '../http/access';
import { HttpProblem } from '../http/problem';
import type { Services } from '../services';
import {
  paymentRecordDeleteCheck,
  paymentRecordUpdateCheck,
  paymentUpdateCheck,
  responsibleCheck,
} from './confirm/vendorChecks';
import { claimFor } from './idempotency/claimFor';
import { IdempotencyStore } from './idempotency/idempotencyStore';
import { readIdempotencyKey, runIdempotent } from './idempotency/runIdempotent';
import { performWrite } from './performWrite';
import { checkBaseVersion } from './staleness/checkBaseVersion';
import { receivePaymentForm, type UploadLimits } from './upload/receivePaymentForm';
import { actorOf } from './writeActor';

export interface WriteRoutesOptions {
  services: Services;
  /** Tests lower the limits to exercise them with small files. */
  uploadLimits?: UploadLimits;
  /** Where upload folders are made (default: the system's temporary folder). */
  uploadTmpRoot?: string;
}

const baseVersionNote =
  'The write names the version of the request it was made on (`baseVersion`, the `version` of its detail; 0 for a request the mirror does not hold). When the mirror has moved since, by anyone but the caller, the answer is 409 request_changed_since_opened listing the changes after it (`changes`, with `currentVersion`), and nothing is sent to the vendor.';

const idempotencyHeader = {
  'idempotency-key': {
    description:
      'Optional; 8-200 visible ASCII characters (a UUID). A retried submit with the same key and content gets the first answer again, marked Idempotency-Replayed: true; nothing is sent twice. After an ambiguous end (a vendor time-out or 5xx, a lost answer), a retry with the same key first reads the vendor and answers a change it already has as done, without sending it again.',
  },
};

/**
 * The writes (docs/api.md): each validated before anything goes upstream, sent through the
 * governed vendor, answered with what happened, audited, and announced to the mirror.
 */
export async function registerWriteRoutes(scope: FastifyInstance, options: WriteRoutesOptions) {
  const { services } = options;
  const limits = options.uploadLimits ?? { ...UPLOAD_LIMITS };
  const app = scope.withTypeProvider<ZodTypeProvider>();
  // Registered in this scope only: no other route accepts multipart bodies.
  await app.register(fastifyMultipart, { throwFileSizeLimit: false });
  const store = new IdempotencyStore({
    db: services.db,
    clock: services.clock,
    abandonedAfterMs: services.config.IDEMPOTENCY_PENDING_TIMEOUT_SECONDS * 1000,
    // A call that timed out may still be applied by the vendor for as long as its time-out.
    settleMs: services.config.UPSTREAM_TIMEOUT_MS,
  });
  // Runs once the server stopped and every request in flight was answered, before the database
  // closes: the audit entries and mirror follow-ups still owed are written, not lost.
  app.addHook('onClose', () => services.writes.settle());

  app.put(
    '/api/requests/:type/:code/responsible',
    {
      config: { access: access.roles('sales') },
      schema: {
        tags: ['writes'],
        summary: 'Hand a budget or order to another responsible collaborator.',
        description: `The e-mail must be that of a collaborator of the vendor account. ${baseVersionNote} ${idempotencyHeader['idempotency-key'].description}`,
        params: requestWriteParams,
        body: responsibleChangeBody,
        response: { 200: writeOutcome },
      },
    },
    async (request, reply) => {
      const key = readIdempotencyKey(request);
      const actor = actorOf(request);
      const { type, code } = request.params;
      const { email, baseVersion } = request.body;
      const path = `/api/requests/${type}/${code}/responsible`;
      return runIdempotent({
        store,
        request,
        reply,
        claim: claimFor(key, actor, {
          method: 'PUT',
          path,
          fields: { email, baseVersion: String(baseVersion) },
        }),
        work: async (doubt) => {
          if (!doubt) await checkBaseVersion(services.db, { type, code }, baseVersion, actor);
          return performWrite(
            services,
            request,
            reply,
            {
              kind: 'responsible',
              action: 'request.responsible.change',
              request: { type, code },
              paymentId: null,
              actor,
              changed: { email },
              attachments: [],
            },
            () => services.vendor.updateResponsible(code, email),
            doubt && { after: doubt, read: responsibleCheck(services.vendor, { type, code }, email) },
          );
        },
      });
    },
  );

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
          idempotencyHeader['idempotency-key'].description,
        ].join(' '),
        consumes: ['multipart/form-data'],
        params: orderWriteParams,
        response: { 200: writeOutcome },
      },
    },
    async (request, reply) => {
      const key = readIdempotencyKey(request);
      const actor = actorOf(request);
      const { code } = request.params;
      const form = await receivePaymentForm(request, { limits, tmpRoot: options.uploadTmpRoot });
      try {
        const parsed = paymentUpdateForm.safeParse(form.fields);
        if (!parsed.success) throw fieldsProblem(parsed.error.issues);
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
        const path = `/api/requests/order/${code}/payment`;
        const attachments = form.files.map((file) => ({
          name: file.name,
          size: file.size,
          mediaType: file.mediaType,
        }));
        return await runIdempotent({
          store,
          request,
          reply,
          claim: claimFor(key, actor, {
            method: 'PUT',
            path,
            fields: { ...changed, baseVersion: String(baseVersion) },
            files: form.files,
          }),
          work: async (doubt) => {
            // A retry after an ambiguous end passed this check before; the vendor read decides now.
            if (!doubt) await checkBaseVersion(services.db, { type: 'order', code }, baseVersion, actor);
            return performWrite(
              services,
              request,
              reply,
              {
                kind: 'payment',
                action: 'request.payment.update',
                request: { type: 'order', code },
                paymentId: null,
                actor,
                changed,
                attachments,
              },
              async () =>
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
              doubt && {
                after: doubt,
                read: paymentUpdateCheck(
                  services.vendor,
                  code,
                  fields,
                  form.files.map((file) => file.name),
                ),
              },
            );
          },
        });
      } finally {
        await form.cleanup();
      }
    },
  );

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

  app.put(
    '/api/payments/:paymentId',
    {
      config: { access: access.roles('finance') },
      schema: {
        tags: ['writes'],
        summary: 'Update the status and/or condition of a payment record.',
        description: idempotencyHeader['idempotency-key'].description,
        params: paymentRecordParams,
        body: paymentRecordChange,
        response: { 200: writeOutcome },
      },
    },
    async (request, reply) => {
      const key = readIdempotencyKey(request);
      const actor = actorOf(request);
      const { paymentId } = request.params;
      const change = request.body;
      const changed = Object.fromEntries(
        Object.entries(change).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      );
      const path = `/api/payments/${paymentId}`;
      return runIdempotent({
        store,
        request,
        reply,
        claim: claimFor(key, actor, { method: 'PUT', path, fields: changed }),
        work: (doubt) =>
          performWrite(
            services,
            request,
            reply,
            {
              kind: 'paymentRecordUpdate',
              action: 'payment.update',
              request: null,
              paymentId,
              actor,
              changed,
              attachments: [],
            },
            () => services.vendor.updatePaymentRecord(paymentId, change),
            doubt && { after: doubt, read: paymentRecordUpdateCheck(services.vendor, paymentId, change) },
          ),
      });
    },
  );

  app.delete(
    '/api/payments/:paymentId',
    {
      config: { access: access.roles('finance') },
      schema: {
        tags: ['writes'],
        summary: 'Delete a payment record; the request has no payment afterwards.',
        description: idempotencyHeader['idempotency-key'].description,
        params: paymentRecordParams,
        response: { 200: writeOutcome },
      },
    },
    async (request, reply) => {
      const key = readIdempotencyKey(request);
      const actor = actorOf(request);
      const { paymentId } = request.params;
      const path = `/api/payments/${paymentId}`;
      return runIdempotent({
        store,
        request,
        reply,
        claim: claimFor(key, actor, { method: 'DELETE', path, fields: {} }),
        work: (doubt) =>
          performWrite(
            services,
            request,
            reply,
            {
              kind: 'paymentRecordDelete',
              action: 'payment.delete',
              request: null,
              paymentId,
              actor,
              changed: {},
              attachments: [],
            },
            () => services.vendor.deletePaymentRecord(paymentId),
            doubt && { after: doubt, read: paymentRecordDeleteCheck(services.vendor, paymentId) },
          ),
      });
    },
  );
}

/** The form's text fields, refused field by field with the contract's messages. */
function fieldsProblem(issues: readonly z.core.$ZodIssue[]): HttpProblem {
  const errors = issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({
          path: key.slice(0, 60),
          message:
            'is not a field of a payment update (status, type, condition, description, attachments, baseVersion)',
        }))
      : [{ path: issue.path.map(String).join('.') || '(form)', message: issue.message }],
  );
  const first = errors[0];
  return new HttpProblem({
    status: 400,
    code: WRITE_PROBLEM_CODES.invalidInput,
    detail: first ? `The form is invalid: ${first.path} ${first.message}.` : 'The form is invalid.',
    errors,
  });
}
