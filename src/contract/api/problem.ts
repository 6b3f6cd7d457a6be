import { z } from 'zod';

/** One input that Painel refused, named by its path in the request (e.g. "attachments[2]"). */
export const problemFieldError = z.object({
  path: z.string(),
  message: z.string(),
});
export type ProblemFieldError = z.infer<typeof problemFieldError>;

/**
 * Every error Painel answers is an RFC 9457 problem document with a stable `code` the UI can
 * switch on and a `detail` sentence a person can act on. `retryAt` says when a refused call will
 * fit the vendor budget; `errors` maps a refusal onto form fields.
 */
export const problemDocument = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  code: z.string(),
  detail: z.string(),
  instance: z.string().optional(),
  requestId: z.string().optional(),
  retryAt: z.string().optional(),
  errors: z.array(problemFieldError).optional(),
});
export type ProblemDocument = z.infer<typeof problemDocument>;
