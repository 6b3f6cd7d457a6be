import { timingSafeEqual } from 'node:crypto';
import type { Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitBody } from '../../contract/upstream/index';
import { MAX_PAYMENT_ATTACHMENTS, STATED_PROCESSING_HEADER } from '../../contract/upstream/index';
import { costOf } from '../costModel';
import { errorBody, SandboxError } from '../errors';
import type { Sandbox } from '../sandbox';
import { callContext, setCallContext } from './callContext';
import { registerListRequests } from './listRequests';
import { registerPayments } from './payments';
import { registerStatuses } from './statuses';
import { registerUpdatePayment } from './updatePayment';
import { registerUpdateResponsible } from './updateResponsible';

function bearerState(header: string | undefined, token: string): 'missing' | 'wrong' | 'ok' {
  const match = header === undefined ? null : /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) return 'missing';
  const given = Buffer.from(match[1]);
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected) ? 'ok' : 'wrong';
}

/**
 * The vendor's API under /api: every call passes the gate (bearer, per-token limits and
 * deactivation, injected faults), is charged its processing cost, and is logged.
 */
export async function vendorApi(app: FastifyInstance, options: { sandbox: Sandbox }) {
  const { sandbox } = options;
  const hung = new Set<Socket>();

  await app.register(fastifyMultipart, {
    limits: {
      fileSize: sandbox.maxUploadBytes,
      // Counted by the route so that 6 files get the vendor's refusal, not a parser error.
      files: MAX_PAYMENT_ATTACHMENTS * 4,
      fields: 20,
      fieldSize: 64 * 1024,
    },
  });

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const mark = request.url.indexOf('?');
    const path = mark < 0 ? request.url : request.url.slice(0, mark);
    const query = mark < 0 ? '' : request.url.slice(mark + 1);
    const bearer = bearerState(request.headers.authorization, sandbox.token);
    const entry = sandbox.calls.start({
      at: new Date(sandbox.clock.now()).toISOString(),
      method: request.method,
      path,
      query,
      bearer,
    });
    setCallContext(request, { entry, work: { records: 0, uploadBytes: 0 } });

    if (bearer !== 'ok') {
      return reply
        .code(401)
        .send(errorBody('unauthorized', 'A valid bearer token is required: Authorization: Bearer <token>.'));
    }
    const admission = sandbox.limits.admit(sandbox.token);
    if (!admission.allowed && admission.reason === 'deactivated') {
      entry.refused = 'deactivated';
      return reply.code(sandbox.limits.limits.deactivatedStatus).send({
        ...errorBody(
          'accessDeactivated',
          'Access was deactivated after exceeding a usage limit; ask support to reactivate it.',
        ),
        cause: admission.cause,
      });
    }
    if (!admission.allowed) {
      entry.refused = admission.cause;
      const body: RateLimitBody = {
        error: admission.cause,
        message:
          admission.cause === 'hardLimit'
            ? 'Requests-per-hour limit exceeded; access has been deactivated.'
            : 'Processing-time-per-hour limit reached; access has been deactivated.',
      };
      return reply.code(429).send(body);
    }
    const context = callContext(request);
    if (context) context.ticket = admission.ticket;

    const faults = sandbox.faults.settings;
    if (faults.latencyMs > 0) {
      entry.fault = 'latency';
      await sleep(faults.latencyMs);
    }
    if (faults.hang) {
      entry.fault = 'hang';
      hung.add(request.raw.socket);
      request.raw.socket.once('close', () => hung.delete(request.raw.socket));
      reply.hijack();
      return reply;
    }
    if (sandbox.faults.shouldFail()) {
      entry.fault = 'error';
      return reply.code(500).send(errorBody('internalError', 'Internal error of the interface.'));
    }
    return undefined;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const context = callContext(request);
    if (!context?.ticket) return payload;
    const cost = costOf(sandbox.costModel, context.work);
    context.ticket.costMs = cost;
    context.entry.costMs = cost;
    // Stated, as the vendor would if it could: Painel's governor then charges what the sandbox
    // counts against its limits, not the wall time this machine's load adds (ADR 085).
    void reply.header(STATED_PROCESSING_HEADER, String(cost));
    if (context.work.records > 0) context.entry.records = context.work.records;
    if (sandbox.costModel.sleep) await sleep(cost);
    if (sandbox.faults.settings.malformed && reply.statusCode === 200 && typeof payload === 'string') {
      context.entry.fault = 'malformed';
      return payload.slice(0, Math.max(1, Math.floor(payload.length / 2)));
    }
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    const context = callContext(request);
    if (context) context.entry.status = reply.statusCode;
  });

  app.addHook('onClose', async () => {
    for (const socket of hung) socket.destroy();
    hung.clear();
  });

  app.setErrorHandler((error: FastifyError | SandboxError, _request, reply) => {
    if (error instanceof SandboxError)
      return reply.code(error.status).send(errorBody(error.code, error.message));
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      console.error('sandbox: unexpected error', error);
      return reply.code(500).send(errorBody('internalError', 'Internal error of the interface.'));
    }
    const code = status === 413 ? 'payloadTooLarge' : status === 415 ? 'unsupportedMediaType' : 'badRequest';
    return reply.code(status).send(errorBody(code, error.message));
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send(errorBody('notFound', `No operation ${request.method} ${request.url.split('?')[0] ?? ''}.`)),
  );

  registerListRequests(app, sandbox);
  registerStatuses(app, sandbox);
  registerUpdateResponsible(app, sandbox);
  registerUpdatePayment(app, sandbox);
  registerPayments(app, sandbox);
}
