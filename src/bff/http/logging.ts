import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import pino, { type DestinationStream } from 'pino';
import type PinoPretty from 'pino-pretty';

/**
 * Logs for operators. Structured JSON with request ids (or readable lines on a terminal);
 * anything that can carry a credential is redacted at the logger, so a careless `log.info(obj)`
 * cannot leak the vendor token, a password or a session.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-csrf"]',
  'res.headers["set-cookie"]',
  // @fastify/multipart logs busboy's options, headers included, at trace level.
  'busboyOptions.headers.cookie',
  'busboyOptions.headers.authorization',
  'headers.authorization',
  'headers.cookie',
  '*.authorization',
  '*.token',
  '*.password',
  '*.secret',
  '*.cookie',
  'token',
  'password',
  'secret',
];

/**
 * Readable lines when a person watches (stdout is a terminal, or `npm run dev`), JSON for
 * anything that collects logs. Explicit LOG_FORMAT wins.
 */
export function wantsPrettyLogs(
  format: 'json' | 'pretty' | undefined,
  nodeEnv: string | undefined,
  stdoutIsTty: boolean,
): boolean {
  if (format !== undefined) return format === 'pretty';
  return stdoutIsTty || nodeEnv === 'development';
}

export function loggerOptions(
  level: string,
  // Synchronous writes: a line logged before the start banner is printed comes before it, and
  // with requests at debug there are few lines to write.
  stream: DestinationStream = pino.destination({ dest: 1, sync: true }),
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' }, stream };
}

/**
 * pino-pretty, or null where it is not installed: it is a development dependency, since only a
 * person at a terminal needs it, so an install without development dependencies lacks it.
 */
export async function loadPinoPretty(
  load: () => Promise<{ default: typeof PinoPretty }> = () => import('pino-pretty'),
): Promise<typeof PinoPretty | null> {
  try {
    return (await load()).default;
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? error.code : undefined;
    if (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') return null;
    throw error;
  }
}

/**
 * Where the log lines go: readable lines when they are wanted and pino-pretty is installed, JSON
 * otherwise. `readable` says which one it is, so the caller can say why lines it asked to be
 * readable are not.
 */
export async function logDestination(
  wantsReadable: boolean,
  load?: () => Promise<{ default: typeof PinoPretty }>,
): Promise<{ stream: DestinationStream; readable: boolean }> {
  const pretty = wantsReadable ? await loadPinoPretty(load) : null;
  if (!pretty) return { stream: pino.destination({ dest: 1, sync: true }), readable: false };
  return {
    stream: pretty({
      colorize: process.stdout.isTTY === true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname',
      sync: true,
    }),
    readable: true,
  };
}

/**
 * Fastify's per-request lines at `debug` instead of `info`: a busy office would otherwise write
 * megabytes an hour of "incoming request" / "request completed". Errors stay at `error` (Fastify's
 * "request errored", and the error handler's own lines), and every line carries the request id
 * (`reqId`). Overrides only the two documented LogController methods.
 */
export class QuietRequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    if (error)
      reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }

  /**
   * A client that leaves before its answer ends (an event stream's tab closed, a reload) is
   * ordinary: `debug`, where Fastify says `info`. Other stream errors stay warnings.
   */
  override streamError(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if ('code' in error && error.code === 'ERR_STREAM_PREMATURE_CLOSE')
      reply.log.debug({ res: reply }, 'stream closed prematurely');
    else reply.log.warn({ err: error }, 'response terminated with an error with headers already sent');
  }
}
