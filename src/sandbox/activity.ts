import type { RequestType } from '../contract/upstream/index';
import type { ActionName, ActionResult } from './actionNames';
import type { Actions } from './actions';
import type { Clock, TimerHandle } from './clock';
import type { RequestRow } from './data/requestRow';
import { createRng, type Rng } from './data/prng';
import { SandboxError } from './errors';
import type { Store } from './store';

/** What a living account does, by relative frequency: mostly status moves, notes and new budgets. */
export const ACTIVITY_MIX: ReadonlyArray<readonly [ActionName, number]> = [
  ['create', 12],
  ['statusChange', 20],
  ['convert', 6],
  ['paymentStatus', 12],
  ['commercialEdit', 6],
  ['discount', 5],
  ['surcharge', 1],
  ['tagAdd', 4],
  ['tagRemove', 2],
  ['responsible', 8],
  ['freightEdit', 5],
  ['customData', 5],
  ['notes', 8],
  ['files', 6],
];

const TYPE_OF: Partial<Record<ActionName, RequestType>> = {
  convert: 'budget',
  paymentStatus: 'order',
  commercialEdit: 'order',
};

/** Activity concentrates on recent requests, as in a real sales team. */
export const RECENT = 300;

export interface ActivityOptions {
  /** The actions it picks from, by relative frequency (default ACTIVITY_MIX). */
  mix?: ReadonlyArray<readonly [ActionName, number]>;
  /** Names its random stream, so two activities of one world tell different stories. */
  label?: string;
}

/**
 * Background activity: at `ratePerMinute` (on the sandbox clock) one action from its mix
 * happens to a recent request, changing state and emitting exactly the webhooks that action
 * emits. Seeded from the world's seed, so a demo replays the same story.
 */
export class Activity {
  ratePerMinute = 0;
  readonly recent: ActionResult[] = [];
  private timer: TimerHandle | undefined;
  private rng: Rng;
  private held = false;
  private readonly mix: ReadonlyArray<readonly [ActionName, number]>;
  private readonly label: string;

  constructor(
    private readonly clock: Clock,
    private readonly store: () => Store,
    private readonly actions: Actions,
    options: ActivityOptions = {},
  ) {
    this.mix = options.mix ?? ACTIVITY_MIX;
    this.label = options.label ?? 'activity';
    this.rng = createRng(store().world.seed, this.label);
  }

  setRate(ratePerMinute: number) {
    if (!Number.isFinite(ratePerMinute) || ratePerMinute < 0) {
      throw new SandboxError(400, 'badRate', 'ratePerMinute must be zero or a positive number.');
    }
    this.ratePerMinute = ratePerMinute;
    this.schedule();
  }

  reseed() {
    this.rng = createRng(this.store().world.seed, this.label);
    this.recent.length = 0;
  }

  stop() {
    if (this.timer) this.clock.clearTimer(this.timer);
    this.timer = undefined;
  }

  /**
   * Keeps the rate but runs nothing until `release`: while the sandbox plays its past (PastStretch)
   * the clock jumps days ahead, and a timer at the live rate would fire thousands of times.
   */
  hold() {
    this.held = true;
    this.stop();
  }

  release() {
    this.held = false;
    this.schedule();
  }

  private schedule() {
    this.stop();
    if (this.ratePerMinute <= 0 || this.held) return;
    this.timer = this.clock.setTimer(60_000 / this.ratePerMinute, () => {
      this.timer = undefined;
      this.tick();
      this.schedule();
    });
  }

  private pickRow(type: RequestType): RequestRow | undefined {
    const rows = this.store().rows[type];
    for (let tries = 0; tries < 10 && rows.length > 0; tries += 1) {
      const row = rows[rows.length - 1 - this.rng.int(0, Math.min(RECENT, rows.length) - 1)];
      if (row && !row.removed) return row;
    }
    return undefined;
  }

  /**
   * Performs one action; an action that does not apply to the chosen request is tried elsewhere.
   * Ten tries: a request in a final status or a settled payment refuses a move (ADR 086), and with
   * five, about one step in eight of the played past ended with nothing done.
   */
  tick(): ActionResult | undefined {
    for (let tries = 0; tries < 10; tries += 1) {
      const action = this.rng.weighted(this.mix);
      try {
        const result =
          action === 'create'
            ? this.actions.run('create', undefined, { type: 'budget' })
            : this.runOn(action, TYPE_OF[action] ?? (this.rng.chance(0.5) ? 'budget' : 'order'));
        if (!result) continue;
        this.recent.push(result);
        if (this.recent.length > 200) this.recent.shift();
        return result;
      } catch (error) {
        if (!(error instanceof SandboxError)) throw error;
      }
    }
    return undefined;
  }

  private runOn(action: ActionName, type: RequestType) {
    const row = this.pickRow(type);
    return row ? this.actions.run(action, row.code) : undefined;
  }
}
