/** A pino-compatible sink (Fastify's `app.log` fits) for what the governor cannot throw. */
export interface GovernorLogger {
  warn(details: Record<string, unknown>, message: string): void;
}
