import type { FieldError } from 'react-hook-form';

/**
 * The text under a field: the server's own (already translated by the caller, set with
 * `setError(..., { type: 'server' })`), or the field's rule in the reader's language. The
 * contract's zod messages are English for API clients, so they are never shown as they are.
 */
export function fieldErrorText(error: FieldError | undefined, rule: string): string | undefined {
  if (!error) return undefined;
  return error.type === 'server' && error.message ? error.message : rule;
}
