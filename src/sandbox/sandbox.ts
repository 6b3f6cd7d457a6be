import { Actions } from './actions';
import { Activity } from './activity';
import { CallLog } from './callLog';
import { ChangeFeed } from './changeFeed';
import { type Clock, createClock, defaultClockStart } from './clock';
import { type CostModel, DEFAULT_COST_MODEL } from './costModel';
import { SCENARIOS, type Scenario } from './data/world';
import { SandboxError } from './errors';
import { Faults } from './faults';
import { PaymentWrites } from './paymentWrites';
import { DEFAULT_LIMITS, type Limits, LimitTracker } from './limits';
import { DAY_MS, MAX_PAST_DAYS, PastStretch } from './pastStretch';
import { Store } from './store';
import {
  DEFAULT_WEBHOOK_POLICY,
  type WebhookPolicy,
  type WebhookTarget,
  WebhookDispatcher,
} from './webhooks/dispatcher';

export const DEFAULT_TOKEN = 'sandbox-token';
export const DEFAULT_SEED = 'painel';
/**
 * Requests per type: 600 budgets and 600 orders over eighteen months, so that Painel's first copy
 * (about 54 calls, firstCopyPlan.ts) fits the part of the vendor's first hour the backfill may use,
 * even on a slow, busy machine (ADR 061).
 */
export const DEFAULT_SIZE = 600;
export const MAX_SIZE = 200_000;

export interface SandboxOptions {
  /** The vendor bearer token the sandbox accepts (default `sandbox-token`). */
  token?: string;
  seed?: string | number;
  /** Requests per type (default 1,500 budgets and 1,500 orders). */
  size?: number;
  scenario?: Scenario;
  /** `real` (default) or `manual` time, or a clock of your own. */
  clock?: 'real' | 'manual' | Clock;
  /** Start of a manual clock (epoch ms or ISO text); default 2025-06-02T12:00:00Z. */
  startAt?: number | string;
  webhook?: WebhookTarget;
  webhookPolicy?: Partial<WebhookPolicy>;
  activity?: { ratePerMinute: number };
  /**
   * Days of past to play once the client has its first copy (`sandbox.past.play()`): the clock
   * starts that many days before its start time, the world is generated there, and the live
   * activity waits until the stretch is played (ADR 051). Default 0: no past.
   */
  past?: { days: number };
  costModel?: Partial<CostModel>;
  limits?: Partial<Limits>;
  /** Largest attachment accepted by the payment update of a request (default 10 MiB). */
  maxUploadBytes?: number;
}

export interface ResetOptions {
  seed?: string | number;
  size?: number;
  scenario?: Scenario;
}

export function checkSize(size: number): number {
  if (!Number.isInteger(size) || size < 1 || size > MAX_SIZE) {
    throw new SandboxError(
      400,
      'badSize',
      `size must be a whole number from 1 to ${MAX_SIZE} (requests per type).`,
    );
  }
  return size;
}

function checkScenario(scenario: string): Scenario {
  const found = SCENARIOS.find((known) => known === scenario);
  if (!found) throw new SandboxError(400, 'badScenario', `scenario must be one of ${SCENARIOS.join(', ')}.`);
  return found;
}

function checkPastDays(days: number): number {
  if (!Number.isFinite(days) || days < 0 || days > MAX_PAST_DAYS) {
    throw new SandboxError(
      400,
      'badPastDays',
      `past.days must be a number of days from 0 to ${MAX_PAST_DAYS}.`,
    );
  }
  return days;
}

/** A clock of the caller's own is used as it is: its present is where a past stretch begins. */
function resolveClock(
  option: SandboxOptions['clock'],
  startAt: SandboxOptions['startAt'],
  pastDays: number,
): Clock {
  if (option && typeof option === 'object') return option;
  const start = typeof startAt === 'string' ? Date.parse(startAt) : startAt;
  if (start !== undefined && !Number.isFinite(start))
    throw new SandboxError(400, 'badStartAt', 'startAt is not a time.');
  const mode = option ?? 'real';
  if (pastDays === 0) return createClock({ mode, startAt: start });
  const present = start ?? defaultClockStart(mode);
  return createClock({ mode, startAt: present - pastDays * DAY_MS });
}

/** The whole simulated service, without HTTP: state, time, limits, faults, webhooks, activity. */
export class Sandbox {
  readonly clock: Clock;
  store: Store;
  readonly token: string;
  readonly limits: LimitTracker;
  costModel: CostModel;
  readonly feed = new ChangeFeed();
  readonly calls = new CallLog();
  readonly faults: Faults;
  readonly webhooks: WebhookDispatcher;
  readonly actions: Actions;
  readonly activity: Activity;
  readonly past: PastStretch;
  readonly payments: PaymentWrites;
  readonly maxUploadBytes: number;
  private readonly ownsClock: boolean;

  constructor(options: SandboxOptions = {}) {
    const pastDays = checkPastDays(options.past?.days ?? 0);
    this.clock = resolveClock(options.clock, options.startAt, pastDays);
    this.ownsClock = typeof options.clock !== 'object';
    this.token = options.token ?? DEFAULT_TOKEN;
    if (this.token.length === 0) throw new SandboxError(400, 'badToken', 'The token must not be empty.');
    const seed = String(options.seed ?? DEFAULT_SEED);
    this.store = Store.generate({
      seed,
      scenario: checkScenario(options.scenario ?? 'default'),
      size: checkSize(options.size ?? DEFAULT_SIZE),
      epoch: this.clock.now(),
    });
    this.limits = new LimitTracker(this.clock, { ...DEFAULT_LIMITS, ...options.limits });
    this.costModel = { ...DEFAULT_COST_MODEL, ...options.costModel };
    this.faults = new Faults(seed);
    this.webhooks = new WebhookDispatcher(this.clock, {
      ...DEFAULT_WEBHOOK_POLICY,
      ...options.webhookPolicy,
    });
    this.webhooks.target = options.webhook;
    this.actions = new Actions(() => this.store, this.clock, this.webhooks);
    this.activity = new Activity(this.clock, () => this.store, this.actions);
    this.past = new PastStretch(
      this.clock,
      () => this.store,
      this.actions,
      this.webhooks,
      this.activity,
      pastDays,
    );
    this.payments = new PaymentWrites(() => this.store, this.clock, this.actions);
    this.maxUploadBytes = options.maxUploadBytes ?? 10 * 2 ** 20;
    if (options.activity) this.activity.setRate(options.activity.ratePerMinute);
  }

  /**
   * A new world from the clock's current time. Everything that belongs to the old world goes
   * (feed cursors, limit usage and deactivation, call and delivery logs, pending retries, faults);
   * the clock, the token, the webhook receiver, the cost model and the activity rate stay.
   */
  reset(options: ResetOptions = {}) {
    const current = this.store.options;
    this.store = Store.generate({
      seed: String(options.seed ?? current.seed),
      scenario: checkScenario(options.scenario ?? current.scenario),
      size: checkSize(options.size ?? current.size),
      epoch: this.clock.now(),
    });
    this.feed.reset();
    this.limits.resetAll();
    this.calls.clear();
    this.webhooks.reset();
    this.faults.clear(this.store.options.seed);
    this.activity.reseed();
  }

  close() {
    this.past.stop();
    this.activity.stop();
    this.webhooks.reset();
    if (this.ownsClock) this.clock.dispose();
  }
}
