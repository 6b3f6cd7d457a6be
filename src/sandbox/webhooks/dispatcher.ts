import type { WebhookBody, WebhookEvent } from '../../contract/upstream/index';
import type { Clock, TimerHandle } from '../clock';

/** How the receiver asked to be authenticated when the webhook was configured. */
export type WebhookAuth = { bearer: string } | { basic: { user: string; password: string } };

export interface WebhookTarget {
  url: string;
  auth?: WebhookAuth;
}

export interface WebhookPolicy {
  /**
   * Waits before each retry, on the sandbox clock; the number of entries is the number of retries.
   * The spec is silent: the default backs off from 10 s to 6 h, eight attempts over about 10 hours.
   */
  retryDelaysMs: number[];
  /** Wall-clock time an attempt may take before it counts as unanswered. */
  timeoutMs: number;
}

export const DEFAULT_WEBHOOK_POLICY: WebhookPolicy = {
  retryDelaysMs: [10_000, 30_000, 120_000, 600_000, 1_800_000, 7_200_000, 21_600_000],
  timeoutMs: 10_000,
};

export interface DeliveryAttempt {
  at: string;
  /** The receiver's status, when it answered. */
  status?: number;
  /** Why the attempt failed without an answer (refused, timed out...). */
  error?: string;
  durationMs: number;
}

export interface Delivery {
  id: number;
  event: WebhookEvent;
  code?: string;
  url: string;
  createdAt: string;
  state: 'pending' | 'delivered' | 'failed';
  attempts: DeliveryAttempt[];
  nextAttemptAt?: string;
  body: WebhookBody;
}

/** Every event the service emitted, whether or not a receiver was configured. */
export interface EmittedEvent {
  at: string;
  event: WebhookEvent;
  code?: string;
  /** Why it was emitted (status change, tag, conversion...). */
  action: string;
}

const MAX_LOG = 5_000;

function authorization(auth: WebhookAuth | undefined): string | undefined {
  if (!auth) return undefined;
  if ('bearer' in auth) return `Bearer ${auth.bearer}`;
  return `Basic ${Buffer.from(`${auth.basic.user}:${auth.basic.password}`).toString('base64')}`;
}

/**
 * Sends every emitted event to the configured receiver: a JSON POST, acknowledged only by a 200.
 * Anything else (another status, a refused connection, a time-out) is retried after the next wait
 * of the policy, on the sandbox clock, until the waits run out. Deliveries are independent, so a
 * retried event may arrive after a later one, as nothing in the spec promises order.
 */
export class WebhookDispatcher {
  target: WebhookTarget | undefined;
  readonly deliveries: Delivery[] = [];
  readonly events: EmittedEvent[] = [];
  private nextId = 1;
  private readonly timers = new Map<number, TimerHandle>();
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly clock: Clock,
    public policy: WebhookPolicy,
  ) {}

  emit(body: WebhookBody, action: string) {
    const at = new Date(this.clock.now()).toISOString();
    this.events.push({ at, event: body.event, code: body.data.code, action });
    if (this.events.length > MAX_LOG) this.events.splice(0, this.events.length - MAX_LOG);
    const target = this.target;
    if (!target) return;
    const delivery: Delivery = {
      id: this.nextId++,
      event: body.event,
      code: body.data.code,
      url: target.url,
      createdAt: at,
      state: 'pending',
      attempts: [],
      body,
    };
    this.deliveries.push(delivery);
    if (this.deliveries.length > MAX_LOG) this.deliveries.splice(0, this.deliveries.length - MAX_LOG);
    this.track(this.attempt(delivery));
  }

  private track(work: Promise<void>) {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
  }

  /** One POST to the receiver configured now (a retry follows a changed URL, as a real service would). */
  private async attempt(delivery: Delivery) {
    delivery.nextAttemptAt = undefined;
    const started = performance.now();
    const attempt: DeliveryAttempt = { at: new Date(this.clock.now()).toISOString(), durationMs: 0 };
    const target = this.target;
    if (!target) {
      attempt.error = 'no receiver is configured any more';
      delivery.attempts.push(attempt);
      delivery.state = 'failed';
      return;
    }
    delivery.url = target.url;
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'user-agent': 'painel-sandbox-webhooks/1',
    };
    const auth = authorization(target.auth);
    if (auth) headers.authorization = auth;
    try {
      const response = await fetch(target.url, {
        method: 'POST',
        headers,
        body: JSON.stringify(delivery.body),
        signal: AbortSignal.timeout(this.policy.timeoutMs),
      });
      attempt.status = response.status;
      await response.body?.cancel();
    } catch (error) {
      attempt.error =
        error instanceof Error
          ? error.cause instanceof Error
            ? error.cause.message
            : error.message
          : String(error);
    }
    attempt.durationMs = Math.round(performance.now() - started);
    delivery.attempts.push(attempt);
    if (attempt.status === 200) {
      delivery.state = 'delivered';
      return;
    }
    const wait = this.policy.retryDelaysMs[delivery.attempts.length - 1];
    if (wait === undefined) {
      delivery.state = 'failed';
      return;
    }
    delivery.nextAttemptAt = new Date(this.clock.now() + wait).toISOString();
    const handle = this.clock.setTimer(wait, () => {
      this.timers.delete(delivery.id);
      const work = this.attempt(delivery);
      this.track(work);
      return work;
    });
    this.timers.set(delivery.id, handle);
  }

  /** Resolves once no attempt is on the wire (retries waiting on the clock do not count). */
  async idle() {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  /** Forgets every delivery and cancels pending retries. */
  reset() {
    for (const handle of this.timers.values()) this.clock.clearTimer(handle);
    this.timers.clear();
    this.deliveries.length = 0;
    this.events.length = 0;
  }
}
