import { Agent, type Dispatcher, errors, type FormData, request } from 'undici';
import {
  AttachmentStreamError,
  UpstreamAborted,
  UpstreamError,
  type UpstreamOperation,
  type UpstreamPhase,
  UpstreamTimeout,
  UpstreamUnavailable,
  UpstreamUnreadableBody,
} from './errors';
import { statedProcessingMs } from './statedProcessing';

/** Per-phase deadlines in milliseconds; see docs/decisions/010-upstream-client.md and 028. */
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
  headers: Record<string, string>;
  /** JSON text, or a form whose files undici streams from their blobs with a Content-Length. */
  body?: string | FormData;
  signal?: AbortSignal;
  /** Called once, as soon as the status line arrives, before the body is read. */
  onStatus?: (status: number) => void;
}

export interface RawAnswer {
  status: number;
  body: Buffer;
  /** The processing time the answer states it cost, when it states one (see statedProcessing.ts). */
  statedProcessingMs: number | null;
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

/** Where a call stands, told by undici's dispatch handler (see `observePhases`). */
interface PhaseEvents {
  connected(): void;
  sent(): void;
}

/**
 * undici's dispatcher, one per client. Every call asks for a fresh connection (`reset: true`, ADR
 * 010/020): a write sent on a kept-alive socket the vendor had just closed fails after it may
 * already have been counted. undici's own header and body timers are off: the deadlines below are
 * per phase and bound a whole body, not an idle gap, so a trickle cannot keep a call alive.
 */
export function createUpstreamDispatcher(deadlines: UpstreamDeadlines): Dispatcher {
  return new Agent({ connect: { timeout: deadlines.connectMs }, headersTimeout: 0, bodyTimeout: 0 });
}

/**
 * Wraps undici's dispatch handler to learn when the socket is connected (`onConnect`) and when
 * the request, body included, is fully written (`onRequestSent`), the two moments `request()`
 * does not expose. Everything else is passed through untouched.
 */
function observePhases(dispatcher: Dispatcher, events: PhaseEvents): Dispatcher {
  return dispatcher.compose(
    (dispatch) => (options, handler) =>
      dispatch(options, {
        ...forward(handler),
        onConnect(abort: (error?: Error) => void, context?: unknown) {
          events.connected();
          return (handler.onConnect as ((...args: unknown[]) => void) | undefined)?.call(
            handler,
            abort,
            context,
          );
        },
        onRequestSent() {
          events.sent();
          const sent = (handler as { onRequestSent?: () => void }).onRequestSent;
          sent?.call(handler);
        },
      } as Dispatcher.DispatchHandler),
  );
}

/** Every callback of a legacy undici handler, bound to it, so a wrapper can override a few. */
function forward(handler: Dispatcher.DispatchHandler): Dispatcher.DispatchHandler {
  const out: Record<string, unknown> = {};
  for (const name of [
    'onConnect',
    'onError',
    'onUpgrade',
    'onResponseStarted',
    'onHeaders',
    'onData',
    'onComplete',
    'onBodySent',
  ] as const) {
    const callback = handler[name] as ((...args: unknown[]) => unknown) | undefined;
    if (callback) out[name] = (...args: unknown[]) => callback.apply(handler, args);
  }
  return out as Dispatcher.DispatchHandler;
}

/** The reason a phase deadline aborts the call with; recognised by identity, never shown. */
class PhaseDeadline extends Error {
  constructor(
    readonly phase: UpstreamPhase,
    readonly limitMs: number,
  ) {
    super(`phase ${phase} passed ${limitMs} ms`);
  }
}

/**
 * One HTTP exchange with the vendor through undici. Each phase has its own deadline, so a vendor
 * that accepts the connection and then hangs, stops reading an upload, or stalls mid-answer fails
 * in bounded time with UpstreamTimeout naming the phase: connect (until undici has a socket),
 * upload (until the body is written), headers, body (the whole answer). All of them, and the
 * caller's signal, end the call through one AbortSignal. Redirects are not followed: undici's
 * `request` follows none, so the bearer header never travels to another address.
 */
export async function sendRequest(
  call: OutgoingCall,
  limits: TransportLimits,
  dispatcher: Dispatcher,
): Promise<RawAnswer> {
  const { operation, method, url, signal } = call;
  const label = `${method} ${url.pathname}`;
  const { deadlines, elapsed } = limits;
  let status: number | undefined;

  if (signal?.aborted) {
    throw new UpstreamAborted(`The call was aborted before it was sent (${operation}: ${label}).`, {
      operation,
      durationMs: elapsed(),
      cause: signal.reason,
    });
  }

  const controller = new AbortController();
  const onCallerAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', onCallerAbort, { once: true });
  let timer: NodeJS.Timeout | undefined;
  let phase: UpstreamPhase = 'connect';
  const arm = (next: UpstreamPhase) => {
    phase = next;
    clearTimeout(timer);
    const limitMs =
      next === 'connect' ? deadlines.connectMs : next === 'headers' ? deadlines.headersMs : deadlines.bodyMs;
    timer = setTimeout(() => controller.abort(new PhaseDeadline(next, limitMs)), limitMs);
  };
  const hasBody = call.body !== undefined;
  arm('connect');

  const observed = observePhases(dispatcher, {
    connected: () => {
      if (phase === 'connect') arm(hasBody ? 'upload' : 'headers');
    },
    sent: () => {
      if (phase === 'upload' || phase === 'connect') arm('headers');
    },
  });

  try {
    const response = await request(url, {
      method,
      headers: call.headers,
      body: call.body ?? null,
      signal: controller.signal,
      dispatcher: observed,
      reset: true,
    });
    status = response.statusCode;
    arm('body');
    try {
      call.onStatus?.(status);
      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > limits.maxResponseBytes) throw tooLarge();
      const chunks: Buffer[] = [];
      let received = 0;
      for await (const chunk of response.body) {
        const bytes = chunk as Buffer;
        received += bytes.length;
        if (received > limits.maxResponseBytes) throw tooLarge();
        chunks.push(bytes);
      }
      return {
        status,
        body: Buffer.concat(chunks),
        statedProcessingMs: statedProcessingMs(response.headers),
      };
    } finally {
      // Whatever ended the read (done, too large, a failing callback), nothing stays on the wire.
      if (!response.body.destroyed) response.body.destroy();
    }
  } catch (error) {
    throw translate(error);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
    // An answer that came before the upload ended makes the rest of the upload pointless.
    if (!controller.signal.aborted) controller.abort();
  }

  function tooLarge(): UpstreamError {
    return new UpstreamUnreadableBody(
      `The vendor's answer is larger than ${limits.maxResponseBytes} bytes (${operation}: ${label}).`,
      { operation, status, durationMs: elapsed() },
    );
  }

  function translate(error: unknown): Error {
    const reason: unknown = controller.signal.aborted ? controller.signal.reason : undefined;
    if (reason instanceof PhaseDeadline || error instanceof errors.ConnectTimeoutError) {
      const timedOut =
        reason instanceof PhaseDeadline ? reason : new PhaseDeadline('connect', deadlines.connectMs);
      return new UpstreamTimeout(
        `The vendor did not ${phaseText[timedOut.phase]} within ${timedOut.limitMs} ms (${operation}: ${label}).`,
        { operation, status, durationMs: elapsed(), phase: timedOut.phase, limitMs: timedOut.limitMs },
      );
    }
    if (signal?.aborted) {
      return new UpstreamAborted(`The call was aborted by its caller (${operation}: ${label}).`, {
        operation,
        status,
        durationMs: elapsed(),
        cause: signal.reason,
      });
    }
    if (error instanceof UpstreamError) return error;
    if (error instanceof errors.UndiciError || isSystemError(error)) {
      const code = readCode(error);
      const what = status === undefined ? 'could not be reached' : 'closed the connection mid-answer';
      return new UpstreamUnavailable(
        `The vendor ${what}${code ? ` (${code})` : ''} (${operation}: ${label}).`,
        {
          operation,
          status,
          durationMs: elapsed(),
          cause: error,
          ...(code ? { code } : {}),
        },
      );
    }
    if (phase === 'upload') {
      // Not the network: a file could not be read while it was sent (changed or gone from disk).
      return new AttachmentStreamError(
        'An attachment could not be read while it was sent; the upload was cut off before its end.',
        '',
        { cause: error },
      );
    }
    return error instanceof Error ? error : new Error('The vendor call failed.', { cause: error });
  }
}

function isSystemError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'syscall' in error;
}

function readCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}
