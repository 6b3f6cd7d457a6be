import { z } from 'zod';
import { RATE_LIMIT_CAUSES, type RateLimitCause, rateLimitCauseSchema } from './enums';
import { isPlainObject } from './tolerant';

/**
 * The 429 body as Painel's sandbox writes it. The spec says only that the body names `hardLimit` or
 * `timeLimit`; its shape is not shown, so the real vendor is read with readRateLimitCause instead.
 */
export const rateLimitBody = z.looseObject({
  error: rateLimitCauseSchema,
  message: z.string().optional(),
});
export type RateLimitBody = z.infer<typeof rateLimitBody>;

// Keys where a cause is most plausibly the whole value, tried before any free-text search.
const CAUSE_KEYS = ['error', 'cause', 'code', 'reason', 'type', 'limit', 'message'] as const;
const MAX_DEPTH = 4;

/**
 * Finds the cause a 429 body names, wherever it is: a JSON object (`error`, `cause`, `code`, ...
 * exactly equal to a cause, nested objects included), JSON text, or plain text mentioning the word.
 * Undefined when the body names neither; the caller must treat the 429 as a 429 all the same.
 */
export function readRateLimitCause(body: unknown): RateLimitCause | undefined {
  if (typeof body === 'string') {
    const parsed = parseJson(body);
    if (parsed !== undefined && typeof parsed !== 'string') {
      const fromJson = readRateLimitCause(parsed);
      if (fromJson !== undefined) return fromJson;
    }
    return causeInText(body);
  }
  return exactCause(body, 0) ?? causeInText(collectText(body, 0).join(' '));
}

function exactCause(value: unknown, depth: number): RateLimitCause | undefined {
  if (depth > MAX_DEPTH) return undefined;
  const direct = rateLimitCauseSchema.safeParse(value);
  if (direct.success) return direct.data;
  if (Array.isArray(value)) {
    for (const element of value) {
      const found = exactCause(element, depth + 1);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (!isPlainObject(value)) return undefined;
  for (const key of CAUSE_KEYS) {
    const found = rateLimitCauseSchema.safeParse(value[key]);
    if (found.success) return found.data;
  }
  for (const element of Object.values(value)) {
    const found = exactCause(element, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

function causeInText(text: string): RateLimitCause | undefined {
  const lower = text.toLowerCase();
  // The first cause mentioned wins, in case a message names one while explaining the other.
  let best: { cause: RateLimitCause; at: number } | undefined;
  for (const cause of RATE_LIMIT_CAUSES) {
    const at = lower.indexOf(cause.toLowerCase());
    if (at >= 0 && (best === undefined || at < best.at)) best = { cause, at };
  }
  return best?.cause;
}

function collectText(value: unknown, depth: number): string[] {
  if (typeof value === 'string') return [value];
  if (depth > MAX_DEPTH) return [];
  if (Array.isArray(value)) return value.flatMap((element) => collectText(element, depth + 1));
  if (isPlainObject(value)) {
    return Object.entries(value).flatMap(([key, element]) => [key, ...collectText(element, depth + 1)]);
  }
  return [];
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
