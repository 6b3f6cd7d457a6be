import type { PendingStep, SessionKind } from '../db/schema';
import type { Config } from '../config';

export interface SessionTimeouts {
  idleMs: number;
  absoluteMs: number;
}

/** Time-outs per kind of session (ASVS 7.3.1, 7.3.2). */
export interface SessionPolicy {
  user: SessionTimeouts;
  device: SessionTimeouts;
}

const MINUTE = 60_000;
/** A sign-in half done (second factor or enrolment to come) lasts this long, idle or not. */
export const PENDING_SESSION_MS = 10 * MINUTE;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function sessionPolicyFromConfig(config: Config): SessionPolicy {
  return {
    user: { idleMs: config.SESSION_IDLE_MINUTES * MINUTE, absoluteMs: config.SESSION_ABSOLUTE_HOURS * HOUR },
    device: {
      idleMs: config.DEVICE_SESSION_IDLE_DAYS * DAY,
      absoluteMs: config.DEVICE_SESSION_ABSOLUTE_DAYS * DAY,
    },
  };
}

/**
 * How often a session's last-seen time is written. Writing on every request would make every read
 * a write; once a minute makes the idle time-out exact to within a minute.
 */
export const TOUCH_INTERVAL_MS = MINUTE;

/** A sign-in half done lasts PENDING_SESSION_MS, idle or not; any other session, its kind's time-outs. */
export function timeoutsFor(
  policy: SessionPolicy,
  kind: SessionKind,
  pending: PendingStep | null,
): SessionTimeouts {
  return pending ? { idleMs: PENDING_SESSION_MS, absoluteMs: PENDING_SESSION_MS } : policy[kind];
}
