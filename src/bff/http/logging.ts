import type { FastifyServerOptions } from 'fastify';

/**
 * Structured JSON logs with request ids. Anything that can carry a credential is redacted at the
 * logger, so a careless `log.info(obj)` cannot leak the vendor token, a password or a session.
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

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
}
