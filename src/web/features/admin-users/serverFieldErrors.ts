import { ApiError } from '../../lib/fetchJson';

/**
 * The fields of a form that a refusal names (problem+json `errors`, paths like "email" or
 * "roles.0"), each with the caller's text for it: the server's messages are English for API
 * clients, so the form says its own. Paths the form has no field for are left to the form-level
 * message.
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  messages: Readonly<Record<F, string>>,
): [F, string][] {
  if (!(error instanceof ApiError)) return [];
  const found = new Map<F, string>();
  for (const { path } of error.fieldErrors) {
    const field = path.split('.')[0] as F;
    if (Object.hasOwn(messages, field) && !found.has(field)) found.set(field, messages[field]);
  }
  return [...found];
}
