import type { z } from 'zod';
import { problemDocument } from '../../contract/api/problem';

/** What a problem document may add to its code and detail (src/contract/api/problem.ts). */
export interface ApiErrorDetails {
  /** ISO 8601: when a call the governor refused will fit the vendor budget. */
  retryAt?: string;
  /** The refused inputs, by their path in the request ("email"), so a form can mark each field. */
  errors?: readonly { path: string; message: string }[];
  /** The whole problem document, for the extension members one kind of problem adds. */
  problem?: unknown;
}

/** A problem+json answer from the BFF, kept whole so the UI can say what to do. */
export class ApiError extends Error {
  readonly retryAt: string | undefined;
  readonly fieldErrors: readonly { path: string; message: string }[];
  readonly problem: unknown;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    details: ApiErrorDetails = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.retryAt = details.retryAt;
    this.fieldErrors = details.errors ?? [];
    this.problem = details.problem;
  }
}

/** The parts of a problem document a form acts on; anything unreadable is simply left out. */
const problemExtras = problemDocument.pick({ retryAt: true, errors: true });

/**
 * The one reading of a refusal from the BFF, for reads and writes alike: the problem's code and
 * detail, and the extras (when a refused call will fit, which inputs were refused) when present.
 */
export function problemError(status: number, body: unknown): ApiError {
  const problem = (body ?? {}) as { code?: unknown; detail?: unknown; title?: unknown };
  const extras = problemExtras.safeParse(body);
  return new ApiError(
    status,
    typeof problem.code === 'string' ? problem.code : `http_${status}`,
    typeof problem.detail === 'string'
      ? problem.detail
      : typeof problem.title === 'string'
        ? problem.title
        : `HTTP ${status}`,
    { ...(extras.success ? extras.data : {}), problem: body },
  );
}

/** GET a JSON document from the BFF and check it against the contract's schema. */
export async function fetchJson<S extends z.ZodType>(
  url: string,
  schema: S,
  init: RequestInit = {},
): Promise<z.infer<S>> {
  const response = await fetch(url, {
    ...init,
    credentials: 'same-origin',
    headers: { accept: 'application/json', ...init.headers },
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw problemError(response.status, body);
  return schema.parse(body);
}
