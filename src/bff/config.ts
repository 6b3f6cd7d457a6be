import { z } from 'zod';

/**
 * The environment, checked once at start. A bad value stops the process with one sentence
 * naming the variable, rather than failing later in some request.
 */
export const configSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIR: z.string().min(1).default('dist/web'),
});
export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const variable = issue?.path.join('.') ?? 'environment';
  throw new ConfigError(
    `Configuration error: ${variable} is invalid (${issue?.message ?? 'unreadable'}); fix it in the environment and start again.`,
  );
}
