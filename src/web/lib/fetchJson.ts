import type { z } from 'zod';

/** A problem+json answer from the BFF, kept whole so the UI can say what to do. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
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
  if (!response.ok) {
    const problem = (body ?? {}) as { code?: unknown; detail?: unknown; title?: unknown };
    throw new ApiError(
      response.status,
      typeof problem.code === 'string' ? problem.code : `http_${response.status}`,
      typeof problem.detail === 'string'
        ? problem.detail
        : typeof problem.title === 'string'
          ? problem.title
          : `O servidor respondeu ${response.status}.`,
    );
  }
  return schema.parse(body);
}
