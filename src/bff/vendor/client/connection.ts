import { performance } from 'node:perf_hooks';
import { readRateLimitCause } from '../../../contract/upstream/index';
import { errorForStatus, rateLimitedError } from './errorForStatus';
import { type UpstreamOperation, UpstreamError, UpstreamUsageError } from './errors';
import {
  createUpstreamDispatcher,
  type OutgoingCall,
  sendRequest,
  type UpstreamDeadlines,
} from './sendRequest';
import type { UpstreamCallOptions } from './upstreamClientTypes';
import { type UpstreamClientOptions, upstreamClientOptions } from './upstreamClientOptions';

/** Defaults of the per-phase deadlines; the governor's call time-out caps the whole call on top. */
export const DEFAULT_UPSTREAM_DEADLINES: Readonly<UpstreamDeadlines> = Object.freeze({
  connectMs: 5_000,
  headersMs: 10_000,
  bodyMs: 20_000,
});

/** A listing page holds at most 50 records of a few KB; anything near this is not an answer. */
export const DEFAULT_MAX_RESPONSE_BYTES = 8 * 1024 * 1024;

/**
 * Everything a call to the vendor needs, the token included. It stays inside this folder: the
 * client holds it in a closure, never as a property, and no error or result carries it.
 */
export interface Connection {
  readonly token: string;
  readonly base: string;
  readonly userAgent: string;
  readonly deadlines: UpstreamDeadlines;
  readonly maxResponseBytes: number;
  readonly dispatcher: ReturnType<typeof createUpstreamDispatcher>;
}

export interface Request {
  method: OutgoingCall['method'];
  path: string;
  search?: string;
  body?: OutgoingCall['body'];
  /** For JSON text; a form's own Content-Type, with its boundary, comes from undici. */
  contentType?: string;
}

export interface Answer {
  status: number;
  text: string;
  label: string;
  durationMs: number;
}

/** Checks the options and opens the connection pool with its per-phase deadlines. */
export function connect(options: UpstreamClientOptions): Connection {
  const parsed = upstreamClientOptions.safeParse(options);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    // The issue's path and message only: never the received value, which may be the token.
    throw new UpstreamUsageError(
      `createUpstreamClient: ${issue?.path.join('.') || 'options'} ${issue?.message ?? 'is invalid'}.`,
    );
  }
  const { token, baseUrl, userAgent } = parsed.data;
  const timeouts = parsed.data.timeouts ?? {};
  const deadlines: UpstreamDeadlines = {
    connectMs: timeouts.connectMs ?? DEFAULT_UPSTREAM_DEADLINES.connectMs,
    headersMs: timeouts.headersMs ?? DEFAULT_UPSTREAM_DEADLINES.headersMs,
    bodyMs: timeouts.bodyMs ?? DEFAULT_UPSTREAM_DEADLINES.bodyMs,
  };
  return {
    token,
    base: baseUrl.replace(/\/+$/, ''),
    userAgent,
    deadlines,
    maxResponseBytes: parsed.data.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
    dispatcher: createUpstreamDispatcher(deadlines),
  };
}

/**
 * One HTTP exchange with the vendor: a 2xx answer's text, or a typed error. The caller hears the
 * status once (a 429 only once its body named the cause, the one fact the governor needs).
 */
export async function exchange(
  connection: Connection,
  operation: UpstreamOperation,
  request: Request,
  callOptions: UpstreamCallOptions = {},
): Promise<Answer> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const label = `${request.method} ${request.path}`;
  let reported = false;
  const report = (status: number, detail?: string) => {
    if (reported) return;
    reported = true;
    callOptions.reportStatus?.(status, detail);
  };

  const headers: Record<string, string> = {
    authorization: `Bearer ${connection.token}`,
    accept: 'application/json',
    'user-agent': connection.userAgent,
  };
  if (request.contentType) headers['content-type'] = request.contentType;
  const url = new URL(`${connection.base}${request.path}${request.search ? `?${request.search}` : ''}`);

  let status: number;
  let text: string;
  try {
    const raw = await sendRequest(
      {
        operation,
        method: request.method,
        url,
        headers,
        body: request.body,
        signal: callOptions.signal,
        onStatus: (answered) => {
          if (answered !== 429) report(answered);
        },
      },
      { deadlines: connection.deadlines, maxResponseBytes: connection.maxResponseBytes, elapsed },
      connection.dispatcher,
    );
    status = raw.status;
    text = raw.body.toString('utf8').replace(/^\uFEFF/, '');
    if (raw.statedProcessingMs !== null) callOptions.reportProcessing?.(raw.statedProcessingMs);
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 429) {
      // The 429 arrived but its body did not: it is still a 429, the one fact that matters.
      report(429);
      throw rateLimitedError({ operation, label, durationMs: error.durationMs }, undefined);
    }
    throw error;
  }

  const durationMs = elapsed();
  if (status === 429) {
    const cause = readRateLimitCause(text);
    report(429, cause);
    throw rateLimitedError({ operation, label, durationMs }, cause);
  }
  if (status < 200 || status > 299) {
    throw errorForStatus({ operation, label, status, text, durationMs, token: connection.token });
  }
  return { status, text, label, durationMs };
}
