import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Readable } from 'node:stream';
import {
  UpstreamAborted,
  type UpstreamError,
  type UpstreamOperation,
  type UpstreamPhase,
  UpstreamTimeout,
  UpstreamUnavailable,
  UpstreamUnreadableBody,
} from './errors';

/** Per-phase deadlines in milliseconds; see docs/decisions/010-upstream-client.md. */
export interface UpstreamDeadlines {
  /** DNS, TCP and, for https, the TLS handshake. */
  connectMs: number;
  /** From the request fully sent to the status line and headers. */
  headersMs: number;
  /** Transferring one body: the request's (uploads) or the answer's. */
  bodyMs: number;
}

export interface OutgoingCall {
  operation: UpstreamOperation;
  method: 'GET' | 'PUT' | 'DELETE';
  url: URL;
  headers: OutgoingHttpHeaders;
  /** Bytes are sent with their length; a stream with `length` when known, chunked otherwise. */
  body?: { bytes: Buffer } | { stream: Readable; length?: number | undefined };
  signal?: AbortSignal;
  /** Called once, as soon as the status line arrives, before the body is read. */
  onStatus?: (status: number) => void;
}

export interface RawAnswer {
  status: number;
  body: Buffer;
}

export interface TransportLimits {
  deadlines: UpstreamDeadlines;
  /** A larger answer is refused rather than held in memory. */
  maxResponseBytes: number;
  /** Milliseconds since the call began: every error carries it for the governor's ledger. */
  elapsed: () => number;
}

const phaseText: Record<UpstreamPhase, string> = {
  connect: 'accept the connection',
  upload: 'take the request body',
  headers: 'start answering',
  body: 'finish its answer',
};

/**
 * One HTTP exchange with the vendor, on a fresh connection (never a pooled one: a write sent on a
 * socket the vendor had already closed would fail after possibly counting against the budget).
 * Each phase has its own deadline, so a vendor that accepts the connection and then hangs, stops
 * reading an upload, or stalls mid-answer fails in bounded time with UpstreamTimeout naming the
 * phase. Redirects are not followed: the bearer header must not travel to another address.
 */
export function sendRequest(call: OutgoingCall, limits: TransportLimits): Promise<RawAnswer> {
  const { operation, method, url, signal } = call;
  const label = `${method} ${url.pathname}`;
  const { deadlines, elapsed } = limits;
  const source = call.body && 'stream' in call.body ? call.body.stream : undefined;

  return new Promise<RawAnswer>((resolve, reject) => {
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    let status: number | undefined;
    let response: IncomingMessage | undefined;

    const onAbort = () =>
      fail(
        new UpstreamAborted(`The call was aborted by its caller (${operation}: ${label}).`, {
          operation,
          status,
          durationMs: elapsed(),
          cause: signal?.reason,
        }),
      );

    const finish = () => {
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (source) {
        source.unpipe();
        source.destroy();
      }
      response?.destroy();
      req.destroy();
    };

    const fail = (error: Error) => {
      if (settled) return;
      finish();
      reject(error);
    };

    const arm = (phase: UpstreamPhase) => {
      clearTimeout(timer);
      const limitMs =
        phase === 'connect'
          ? deadlines.connectMs
          : phase === 'headers'
            ? deadlines.headersMs
            : deadlines.bodyMs;
      timer = setTimeout(() => {
        fail(
          new UpstreamTimeout(
            `The vendor did not ${phaseText[phase]} within ${limitMs} ms (${operation}: ${label}).`,
            {
              operation,
              status,
              durationMs: elapsed(),
              phase,
              limitMs,
            },
          ),
        );
      }, limitMs);
    };

    const unavailable = (what: string, cause?: unknown): UpstreamError => {
      const code = readCode(cause);
      return new UpstreamUnavailable(
        `The vendor ${what}${code ? ` (${code})` : ''} (${operation}: ${label}).`,
        { operation, status, durationMs: elapsed(), cause, ...(code ? { code } : {}) },
      );
    };

    if (signal?.aborted) {
      // Nothing was sent: no request object exists yet to tear down.
      settled = true;
      reject(
        new UpstreamAborted(`The call was aborted before it was sent (${operation}: ${label}).`, {
          operation,
          durationMs: elapsed(),
          cause: signal.reason,
        }),
      );
      return;
    }

    const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const headers: OutgoingHttpHeaders = { ...call.headers };
    if (call.body && 'bytes' in call.body) headers['content-length'] = call.body.bytes.length;
    if (call.body && 'stream' in call.body && call.body.length !== undefined) {
      headers['content-length'] = call.body.length;
    }
    const req = request(url, { method, headers, agent: false });
    signal?.addEventListener('abort', onAbort, { once: true });

    let connected = false;
    let sent = !call.body;
    arm('connect');

    req.on('socket', (socket) => {
      socket.once(url.protocol === 'https:' ? 'secureConnect' : 'connect', () => {
        connected = true;
        if (!response) arm(sent ? 'headers' : 'upload');
      });
    });
    req.on('finish', () => {
      sent = true;
      if (connected && !response) arm('headers');
    });
    req.on('error', (error) => {
      if (response?.complete) return;
      fail(
        response
          ? unavailable('closed the connection mid-answer', error)
          : unavailable('could not be reached', error),
      );
    });

    req.on('response', (res) => {
      response = res;
      status = res.statusCode ?? 0;
      arm('body');
      // An early answer (a refusal before the upload ended) makes the rest of the upload pointless.
      if (source && !sent) {
        source.unpipe(req);
        source.destroy();
      }
      try {
        call.onStatus?.(status);
      } catch (error) {
        fail(error instanceof Error ? error : new Error('The status callback failed.'));
        return;
      }

      const declared = Number(res.headers['content-length']);
      if (Number.isFinite(declared) && declared > limits.maxResponseBytes) {
        fail(tooLarge());
        return;
      }
      const chunks: Buffer[] = [];
      let received = 0;
      res.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received > limits.maxResponseBytes) {
          fail(tooLarge());
          return;
        }
        chunks.push(chunk);
      });
      res.on('end', () => {
        if (settled) return;
        const answer: RawAnswer = { status: status ?? 0, body: Buffer.concat(chunks) };
        finish();
        resolve(answer);
      });
      res.on('error', (error) => fail(unavailable('closed the connection mid-answer', error)));
      res.on('close', () => {
        if (!res.complete) fail(unavailable('closed the connection mid-answer'));
      });
    });

    function tooLarge(): UpstreamError {
      return new UpstreamUnreadableBody(
        `The vendor's answer is larger than ${limits.maxResponseBytes} bytes (${operation}: ${label}).`,
        { operation, status, durationMs: elapsed() },
      );
    }

    if (call.body && 'bytes' in call.body) {
      req.end(call.body.bytes);
    } else if (source) {
      source.on('error', (error) => fail(error));
      source.pipe(req);
    } else {
      req.end();
    }
  });
}

function readCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}
