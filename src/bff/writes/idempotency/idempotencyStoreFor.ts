import type { Services } from '../../services';
import { IdempotencyStore } from './idempotencyStore';

/** The key store as Painel's configuration sets it, for a person's writes and a bulk job's items. */
export function idempotencyStoreFor({ db, clock, config }: Pick<Services, 'db' | 'clock' | 'config'>) {
  return new IdempotencyStore({
    db,
    clock,
    abandonedAfterMs: config.IDEMPOTENCY_PENDING_TIMEOUT_SECONDS * 1000,
    // A call that timed out may still be applied by the vendor for as long as its time-out.
    settleMs: config.UPSTREAM_TIMEOUT_MS,
  });
}
