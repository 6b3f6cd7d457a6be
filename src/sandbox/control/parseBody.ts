import type { z } from 'zod';
import { SandboxError } from '../errors';

/** Parses a control-API body with `schema`, or refuses it with a 400 that names the field. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new SandboxError(
    400,
    'badRequest',
    `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`,
  );
}
