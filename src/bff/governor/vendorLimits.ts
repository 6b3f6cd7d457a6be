/**
 * The vendor's published limits (upstream-api.md, "Limits"). Crossing either one answers 429 and
 * deactivates the account until a person at the vendor turns it back on, so every budget Painel
 * uses must stay strictly below them.
 */
export const vendorLimits = {
  callsPerHour: 600,
  processingMsPerHour: 60_000,
  windowMs: 60 * 60 * 1000,
} as const;
