import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ProblemFieldError } from '../../contract/api/problem';
import { HttpProblem } from './problem';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8';

export function sendProblem(request: FastifyRequest, reply: FastifyReply, problem: HttpProblem) {
  for (const [name, value] of Object.entries(problem.headers)) reply.header(name, value);
  if (problem.retryAt) {
    const seconds = Math.max(1, Math.ceil((problem.retryAt.getTime() - Date.now()) / 1000));
    reply.header('retry-after', String(seconds));
  }
  return reply
    .code(problem.status)
    .type(PROBLEM_CONTENT_TYPE)
    .send(problem.toDocument(request.url.split('?')[0], request.id));
}

function describeValidation(error: FastifyError): HttpProblem {
  const errors: ProblemFieldError[] = [];
  if (hasZodFastifySchemaValidationErrors(error)) {
    for (const issue of error.validation) {
      const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
      errors.push({ path: path || '(whole input)', message: issue.message ?? 'is invalid' });
    }
  }
  const where = error.validationContext ?? 'request';
  const first = errors[0];
  return new HttpProblem({
    status: 400,
    code: 'invalid_input',
    detail: first
      ? `The ${where} is invalid: ${first.path} ${first.message.charAt(0).toLowerCase()}${first.message.slice(1)}.`
      : `The ${where} is invalid; check it against the API documentation at /api/docs.`,
    errors,
  });
}

/** PostgreSQL connection failures (class 08), shutdowns (57P0x) and a database refusing connections. */
const DATABASE_GONE_SQLSTATE = /^(08...|57P0[1-4]|55000)$/;
const DATABASE_GONE_MESSAGE =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|is not currently accepting connections/;

/**
 * Whether an error (or one it wraps: Drizzle puts the driver's error in `cause`) says the database
 * is out of reach, which is passing (a restart, a fail-over): answered 503, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && DATABASE_GONE_SQLSTATE.test(code)) return true;
    if (DATABASE_GONE_MESSAGE.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}

/**
 * Every error leaves as problem+json. Known problems say what to do; validation errors name the
 * fields; anything unexpected is logged with its stack and answered with a generic sentence and
 * the request id, so no internals or vendor details leak.
 */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpProblem) return sendProblem(request, reply, error);
    if (error.validation) return sendProblem(request, reply, describeValidation(error));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendProblem(
        request,
        reply,
        new HttpProblem({
          status,
          code: (error.code ?? 'bad_request').toLowerCase(),
          detail: error.message || 'The request could not be accepted.',
        }),
      );
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'the database is out of reach');
      return sendProblem(
        request,
        reply,
        new HttpProblem({
          status: 503,
          code: 'database_unavailable',
          detail: 'Painel cannot reach its database right now. Try again in a few seconds.',
          retryAt: new Date(Date.now() + 5_000),
        }),
      );
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendProblem(
      request,
      reply,
      new HttpProblem({
        status: 500,
        code: 'internal_error',
        detail: `Something went wrong on our side. Try again; if it keeps failing, give an administrator the request id ${request.id}.`,
      }),
    );
  });
}
