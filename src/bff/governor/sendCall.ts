import type { Clock } from '../clock';
import { clip } from './clip';
import type { CallResult } from './ledger';

/** What the governor hands to the code that actually talks to the vendor. */
export interface UpstreamCallContext {
  /** Aborts when the call reaches its time-out; pass it to fetch so that the call really ends. */
  signal: AbortSignal;
  /**
   * Tell the governor the HTTP status the vendor answered, as soon as it is known, with a short
   * detail (for a 429, the cause the body names: `hardLimit` or `timeLimit`). A 429 opens the
   * circuit at once. As a safety net, an error thrown with `status: 429` or `isRateLimited: true`
   * (and its vendor reason as a string `cause`) does the same.
   */
  reportStatus(status: number, detail?: string): void;
  /**
   * Tell the governor the processing time the answer states it cost. The call is then charged that
   * instead of its wall time: the vendor counts its own processing, and a stated figure does not
   * grow with this machine's load.
   */
  reportProcessing(milliseconds: number): void;
}

export class GovernorTimeoutError extends Error {
  override name = 'GovernorTimeoutError';
}

/** The call's own answer or error, kept to be handed back unchanged once its end is known. */
export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * A thrown 429, recognised by shape (`status: 429` or `isRateLimited: true`) so that the upstream
 * client need not import anything from here; a string `cause` is taken as the vendor's reason.
 */
function rateLimitOf(error: unknown): { detail: string | undefined } | null {
  if (typeof error !== 'object' || error === null) return null;
  const limited =
    ('status' in error && error.status === 429) || ('isRateLimited' in error && error.isRateLimited === true);
  if (!limited) return null;
  return { detail: 'cause' in error && typeof error.cause === 'string' ? error.cause : undefined };
}

/** The ledger's outcome; a 429 wins over every other sign, since it is what opened the circuit. */
function classify(
  status: number | null,
  detail: string | null,
  settled: { ok: true } | { ok: false; error: unknown },
  timedOut: boolean,
): Pick<CallResult, 'outcome' | 'detail'> {
  if (status === 429) return { outcome: 'rate-limited', detail };
  if (!settled.ok && timedOut) return { outcome: 'timeout', detail: 'time-out' };
  if (status !== null && status >= 400) return { outcome: 'http-error', detail };
  if (!settled.ok) {
    const error = settled.error;
    return { outcome: 'error', detail: clip(error instanceof Error ? error.name : typeof error) };
  }
  return { outcome: 'ok', detail };
}

/**
 * Sends one reserved call and says how it ended. The call is aborted at `timeoutMs` because it was
 * reserved at that cost: running longer would spend time the ledger never counted. A 429 is passed
 * to `onRateLimited` the moment it is reported, before the call returns, so that no other call of
 * this process leaves after it.
 */
export async function sendCall<T>(input: {
  call: (context: UpstreamCallContext) => Promise<T>;
  startedAt: number;
  timeoutMs: number;
  clock: Clock;
  onRateLimited: (detail: string | null) => void;
}): Promise<{ settled: Settled<T>; result: CallResult }> {
  const { call, startedAt, timeoutMs, clock, onRateLimited } = input;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new GovernorTimeoutError(`No answer from the vendor within ${timeoutMs} ms.`));
  }, timeoutMs);
  let status: number | null = null;
  let detail: string | null = null;
  const reportStatus = (answered: number, about?: string) => {
    status = answered;
    detail = about === undefined ? null : clip(about);
    if (answered === 429) onRateLimited(detail);
  };
  let statedMs: number | null = null;
  const reportProcessing = (milliseconds: number) => {
    statedMs = milliseconds;
  };

  let settled: Settled<T>;
  try {
    settled = {
      ok: true,
      value: await call({ signal: controller.signal, reportStatus, reportProcessing }),
    };
  } catch (error) {
    settled = { ok: false, error };
    const limited = status === 429 ? null : rateLimitOf(error);
    if (limited) reportStatus(429, limited.detail ?? detail ?? undefined);
  } finally {
    clearTimeout(timer);
  }

  const finishedAt = clock.now();
  const result: CallResult = {
    finishedAt,
    durationMs: statedMs ?? finishedAt - startedAt,
    httpStatus: status,
    ...classify(status, detail, settled, timedOut),
  };
  return { settled, result };
}
