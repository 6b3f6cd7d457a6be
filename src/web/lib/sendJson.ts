import type { z } from 'zod';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../contract/api/session';
import { ApiError } from './fetchJson';

export interface SendOptions {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * A state-changing call to the BFF with the anti-forgery header every such call must carry. A
 * refusal becomes an ApiError holding the problem's code and detail; the answer's JSON (or
 * undefined for 204 and empty bodies) is returned unchecked to the two typed helpers below.
 */
async function send(url: string, { method, body, signal }: SendOptions): Promise<unknown> {
  const headers: Record<string, string> = { accept: 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (!response.ok) {
    const problem = (parsed ?? {}) as { code?: unknown; detail?: unknown; title?: unknown };
    throw new ApiError(
      response.status,
      typeof problem.code === 'string' ? problem.code : `http_${response.status}`,
      typeof problem.detail === 'string'
        ? problem.detail
        : typeof problem.title === 'string'
          ? problem.title
          : `HTTP ${response.status}`,
    );
  }
  return parsed;
}

/** Sends and checks the answer against the contract's schema. */
export async function sendJson<S extends z.ZodType>(
  url: string,
  options: SendOptions & { schema: S },
): Promise<z.infer<S>> {
  return options.schema.parse(await send(url, options));
}

/** Sends a call whose answer carries nothing to read (204). */
export async function sendCommand(url: string, options: SendOptions): Promise<void> {
  await send(url, options);
}
