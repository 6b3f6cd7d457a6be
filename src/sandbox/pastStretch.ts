import type { ActionName } from './actionNames';
import type { Actions } from './actions';
import type { RequestType } from '../contract/upstream/index';
import { Activity, RECENT } from './activity';
import type { Clock } from './clock';
import type { Store } from './store';
import type { WebhookDispatcher } from './webhooks/dispatcher';

export const DAY_MS = 86_400_000;
/** The longest past a sandbox plays (SANDBOX_PAST_DAYS' ceiling). */
export const MAX_PAST_DAYS = 60;

/**
 * What happens in the played past, by relative frequency: only the moves that make a request's
 * history, its status and an order's payment status, which their webhooks carry whole. A request
 * created in the past would reach Painel without its creation date (no webhook carries it) and
 * stay out of every period's figures until a refresh, which the budget may put off for an hour;
 * other edits tell nothing about time in status. Each action costs Painel one refresh call.
 */
const PAST_MIX: ReadonlyArray<readonly [ActionName, number]> = [
  ['statusChange', 3],
  ['paymentStatus', 1],
];
export const PAST_ACTIONS_PER_DAY = 40;

export type PastState = 'waiting' | 'playing' | 'done';

export interface PastReport {
  days: number;
  state: PastState;
  /** Where the stretch begins and ends on the sandbox clock (ISO 8601). */
  from: string;
  to: string;
  /** Actions performed so far, and the webhooks they emitted. */
  played: number;
  events: number;
}

/**
 * A stretch of past the sandbox plays once its client has made its first copy (ADR 051). The
 * vendor shows only a request's current status, so a client that starts today knows no past; a
 * sandbox whose clock starts `days` back can let that client see days go by: its clock walks
 * through the stretch in steps, each step one action of PAST_MIX on a recent request, every record
 * and webhook dated by the sandbox clock at that step, and the client receives the webhooks as it
 * would have on those days. When the stretch is over the clock has reached the present and the
 * live activity (held meanwhile, since the clock's jumps would fire it thousands of times) starts.
 *
 * Deterministic: the actions come from the world's seed ('past'), their times from the stretch's
 * bounds; only the wall time the first copy took decides how many of the first steps are played
 * at the moment the play begins instead of at their own time.
 */
export class PastStretch {
  state: PastState;
  played = 0;
  events = 0;
  readonly from: number;
  readonly to: number;
  private readonly steps: Activity;
  private readonly finished: Promise<void>;
  private finish: () => void = () => undefined;
  private stopped = false;

  constructor(
    private readonly clock: Clock,
    private readonly store: () => Store,
    actions: Actions,
    private readonly webhooks: WebhookDispatcher,
    private readonly live: Activity,
    readonly days: number,
  ) {
    this.from = clock.now();
    this.to = this.from + days * DAY_MS;
    this.state = days > 0 ? 'waiting' : 'done';
    this.steps = new Activity(clock, store, actions, { mix: PAST_MIX, label: 'past' });
    this.finished = new Promise((resolve) => {
      this.finish = resolve;
    });
    if (this.state === 'done') this.finish();
    else live.hold();
  }

  /**
   * Where the stretch ends: its planned end, or for a real clock the wall time when that is later
   * (the first copy took some of it). The client's present while the sandbox is still behind it.
   */
  presentNow(): number {
    const now = this.clock.mode === 'real' ? Date.now() : this.clock.now();
    return Math.max(this.to, now);
  }

  /**
   * The codes of the requests a step may act on now: the newest of each type (the activity's
   * reach). A client that holds them all before the play sees every move close a stay.
   */
  reach(): Record<RequestType, string[]> {
    const newest = (type: RequestType) =>
      this.store()
        .rows[type].slice(-RECENT)
        .filter((row) => !row.removed)
        .map((row) => row.code);
    return { order: newest('order'), budget: newest('budget') };
  }

  /** Resolves once the stretch is played (at once when there is none). */
  whenDone(): Promise<void> {
    return this.finished;
  }

  /** Plays the whole stretch, once; a second call waits for the first. */
  async play(): Promise<void> {
    if (this.state !== 'waiting') return this.finished;
    this.state = 'playing';
    try {
      const total = Math.round(this.days * PAST_ACTIONS_PER_DAY);
      const span = this.to - this.from;
      for (let step = 1; step <= total && !this.stopped; step += 1) {
        const at = this.from + Math.floor((step * span) / (total + 1));
        if (at > this.clock.now()) await this.clock.set(at);
        const result = this.steps.tick();
        if (result) {
          this.played += 1;
          this.events += result.events.length;
        }
        // One step's deliveries land before the clock moves on, as they would have on that day.
        await this.webhooks.idle();
      }
      const present = this.presentNow();
      if (!this.stopped && present > this.clock.now()) await this.clock.set(present);
    } finally {
      this.state = 'done';
      this.live.release();
      this.finish();
    }
  }

  /** A closing sandbox ends the play after the step under way. */
  stop() {
    this.stopped = true;
  }

  report(): PastReport {
    return {
      days: this.days,
      state: this.state,
      from: new Date(this.from).toISOString(),
      to: new Date(this.to).toISOString(),
      played: this.played,
      events: this.events,
    };
  }
}
