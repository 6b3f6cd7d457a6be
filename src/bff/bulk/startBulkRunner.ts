import type { FastifyBaseLogger } from 'fastify';
import type { Services } from '../services';
import { idempotencyStoreFor } from '../writes/idempotency/idempotencyStoreFor';
import { type BulkRunner, createBulkRunner } from './bulkRunner';

/** Starts the bulk jobs' runner; it sends items only while this process leads the sync (ADR 075). */
export function startBulkRunner(services: Services, log: FastifyBaseLogger): BulkRunner {
  const { db, clock, governor } = services;
  const runner = createBulkRunner({
    db,
    clock,
    leadership: services.sync.leadership,
    write: {
      vendor: services.vendor,
      governor,
      writes: services.writes,
      store: idempotencyStoreFor(services),
      waitMs: 15_000,
    },
    log,
    // A write, its check and the bookkeeping around them, each with its own time-out.
    itemMs: services.config.UPSTREAM_TIMEOUT_MS * 3 + 15_000,
  });
  runner.start();
  return runner;
}
