import type { WriteActor } from '../writeActor';
import { principalOf } from '../writeActor';
import { type FingerprintInput, fingerprintOf } from './fingerprint';
import type { IdempotencyClaim } from './idempotencyStore';

/**
 * The claim a write makes on its Idempotency-Key: none without a key; otherwise the key, scoped to
 * who sends it and to the route, with the fingerprint of what was sent.
 */
export function claimFor(
  key: string | undefined,
  actor: WriteActor,
  input: FingerprintInput,
): IdempotencyClaim | undefined {
  if (key === undefined) return undefined;
  return {
    principal: principalOf(actor),
    key,
    route: `${input.method.toUpperCase()} ${input.path}`,
    fingerprint: fingerprintOf(input),
  };
}
