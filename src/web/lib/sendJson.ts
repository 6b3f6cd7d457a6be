import type { z } from 'zod';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../contract/api/session';
import { problemError } from './fetchJson';

export interface SendOptions {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers, e.g. an Idempotency-Key; the anti-forgery header is always added. */
  headers?: Readonly<Record<string, string>>;
}

/**
 * A state-changing call to the BFF with the anti-forgery header every such call must carry. A
 * refusal becomes an ApiError holding the problem's code and detail; the answer's JSON (or
 * undefined for 204 and empty bodies) is returned unchecked to the two typed helpers below.
 */
async function send(url: string, { method, body, signal, headers: extra }: SendOptions): Promise<unknown> {
  const headers: Record<string, string> = {
    ...extra,
    accept: 'application/json',
    [CSRF_HEADER]: CSRF_HEADER_VALUE,
  };
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
  if (!response.ok) throw problemError(response.status, parsed);
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
