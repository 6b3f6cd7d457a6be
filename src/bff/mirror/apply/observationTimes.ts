import type { Observation } from './observation';
import type { StoredState } from './storedRequest';

/** The later of two instants; null only when both are absent. */
export function later(a: Date | null, b: Date | null | undefined): Date | null {
  if (!a) return b ?? null;
  if (!b) return a;
  return a.getTime() >= b.getTime() ? a : b;
}

/**
 * The ordering rule (ADR 017): an observation older than what the row already reflects is
 * refused whole. Vendor timestamps are compared only with vendor timestamps; Painel's clock only
 * with Painel's clock.
 */
export function isStale(stored: StoredState, observation: Observation): boolean {
  const vendorAt = observation.vendorLastUpdate ?? null;
  const observedAt = observation.observedAt.getTime();
  if (vendorAt && stored.vendorLastUpdate && stored.vendorLastUpdate.getTime() > vendorAt.getTime()) {
    return true;
  }
  if (observation.partial && vendorAt) {
    // A delivery received before a whole read was sent is already part of what that read saw.
    return stored.readAt !== null && stored.readAt.getTime() > observedAt;
  }
  // Without a vendor timestamp only arrival order is known: anything applied later wins.
  return stored.syncedAt.getTime() > observedAt;
}

let warnedOfFutureVendorTime = false;

/**
 * A vendor time ahead of Painel's clock (when the observation was made) is taken as that moment:
 * no change is ever dated in the future, so no screen says "in 6 seconds". Said once per process.
 * The ordering rule still compares the vendor's own times as received.
 */
export function notAfter(vendorAt: Date | null | undefined, observedAt: Date): Date | null {
  if (!vendorAt) return null;
  if (vendorAt.getTime() <= observedAt.getTime()) return vendorAt;
  if (!warnedOfFutureVendorTime) {
    warnedOfFutureVendorTime = true;
    process.emitWarning(
      `A vendor time (${vendorAt.toISOString()}) is ahead of Painel's clock (${observedAt.toISOString()}); such times are taken as the moment Painel observed them.`,
      { code: 'PAINEL_VENDOR_CLOCK_AHEAD' },
    );
  }
  return observedAt;
}
