import { z } from 'zod';

/**
 * Why an upstream call was wanted, most important first. The order is the priority order: a
 * user's write beats a refresh they asked for, which beats one item of a bulk change a person
 * started, which beats following up a webhook, which beats the periodic reconcile, which beats
 * the backfill of history.
 */
export const governorPriority = z.enum(['write', 'refresh', 'bulk', 'webhook', 'reconcile', 'backfill']);
export type GovernorPriority = z.infer<typeof governorPriority>;

/** Why the governor refused a call locally (it never reached the vendor). */
export const governorRefusalReason = z.enum(['calls', 'time', 'background-share', 'circuit-open']);
export type GovernorRefusalReason = z.infer<typeof governorRefusalReason>;

const instant = z.iso.datetime({ offset: true });

const budget = z.object({
  /** The configured ceiling over the rolling window, always below the vendor's limit. */
  limit: z.number(),
  /** The vendor's own limit, for context. */
  vendorLimit: z.number(),
  used: z.number(),
  left: z.number(),
  /** When the oldest counted call leaves the window and gives some of this budget back; null when nothing is counted. */
  nextFreeAt: instant.nullable(),
});

/** GET of the governor's state, for the admin screen and for telling users when a call is possible. */
export const governorStatus = z.object({
  at: instant,
  windowMinutes: z.number(),
  calls: budget,
  /** Summed wall time of upstream calls, in seconds; calls still running count at their time-out. */
  seconds: budget,
  backgroundShare: z.number(),
  /** Calls currently on the wire, over every backend process sharing the database. */
  inFlight: z.number().int(),
  /**
   * The idle allowance (ADR 087): while no person has asked for a vendor call for `afterMinutes`,
   * background classes may fill `backgroundCalls` and `backgroundSeconds` of the window, leaving
   * the reserve to people; their rows in `classes` then show that room. Null when switched off;
   * absent from statuses made before Painel had it (a live event replayed across a deploy).
   */
  idle: z
    .object({
      afterMinutes: z.number(),
      /** When a call a person asked for (write, refresh, bulk) was last reserved, by any process. */
      lastPersonCallAt: instant.nullable(),
      /** Whether background work may use the idle allowance now. */
      active: z.boolean(),
      /** While people use Painel: when the allowance begins if nobody asks before. */
      from: instant.nullable(),
      backgroundCalls: z.number(),
      backgroundSeconds: z.number(),
      /** What stays for people meanwhile (the reserve, or more where the normal share is larger). */
      reserveCalls: z.number(),
      reserveSeconds: z.number(),
    })
    .nullable()
    .optional(),
  classes: z.array(
    z.object({
      priority: governorPriority,
      background: z.boolean(),
      /** Fraction of each budget this class may fill (counting everyone's calls). */
      share: z.number(),
      callsLeft: z.number(),
      secondsLeft: z.number(),
      /** When one more call of this class fits (equal to `at` when it fits now); null while the circuit is open. */
      fitsAt: instant.nullable(),
    }),
  ),
  circuit: z.object({
    state: z.enum(['closed', 'open']),
    openedAt: instant.nullable(),
    /** What the vendor answered, e.g. `429 hardLimit on "PUT payment"`. */
    cause: z.string().nullable(),
    resetAt: instant.nullable(),
    resetBy: z.string().nullable(),
  }),
});
export type GovernorStatus = z.infer<typeof governorStatus>;
