import { createRng, type Rng } from './data/prng';

/** The list-body forms the spec allows: the envelope, a bare array, or one record. */
export const LIST_SHAPES = ['envelope', 'array', 'single'] as const;
export type ListShape = (typeof LIST_SHAPES)[number];

/** Misbehaviour the control API can switch on for every vendor call after authentication. */
export interface FaultSettings {
  /** Added wall-clock delay before each call is processed. */
  latencyMs: number;
  /** Share of calls (0-1) answered 500 instead of being processed. */
  errorRate: number;
  /** Every call is accepted and never answered (until the client gives up or the sandbox closes). */
  hang: boolean;
  /** 200 answers carry a truncated, unparseable JSON body. */
  malformed: boolean;
  /** Which list-body form listings answer in. */
  listShape: ListShape;
  /** The listing answers 401 to a valid token, as the spec says it does when the function is unavailable. */
  listingUnavailable: boolean;
}

export const NO_FAULTS: FaultSettings = {
  latencyMs: 0,
  errorRate: 0,
  hang: false,
  malformed: false,
  listShape: 'envelope',
  listingUnavailable: false,
};

export class Faults {
  settings: FaultSettings = { ...NO_FAULTS };
  private rng: Rng;

  constructor(seed: string) {
    this.rng = createRng(seed, 'faults');
  }

  set(partial: Partial<FaultSettings>) {
    this.settings = { ...this.settings, ...partial };
  }

  clear(seed: string) {
    this.settings = { ...NO_FAULTS };
    this.rng = createRng(seed, 'faults');
  }

  /** Draws whether this call fails; seeded, so an error rate reproduces across runs. */
  shouldFail() {
    return this.settings.errorRate > 0 && this.rng.next() < this.settings.errorRate;
  }
}
