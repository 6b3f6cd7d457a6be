import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { REQUEST_TYPES } from '../../contract/upstream/index';
import { CONDITIONS } from '../data/conditions';
import { sortedBySequence } from '../data/statuses';
import { SCENARIOS } from '../data/world';
import { SandboxError } from '../errors';
import { MAX_SIZE, type Sandbox } from '../sandbox';
import { withSendState } from '../views';
import { parseBody } from './parseBody';

const resetBody = z
  .object({
    seed: z.union([z.string().min(1), z.number()]).optional(),
    size: z.number().int().min(1).max(MAX_SIZE).optional(),
    scenario: z.enum(SCENARIOS).optional(),
  })
  .strict();

const recordsQuery = z.object({ type: z.enum(REQUEST_TYPES) });

const callsQuery = z.object({
  limit: z.coerce.number().int().positive().max(10_000).optional(),
  sinceId: z.coerce.number().int().nonnegative().optional(),
});

/** What a test or demo needs to know about the world: sizes, people, statuses, settings. */
function describe(sandbox: Sandbox) {
  const store = sandbox.store;
  const counts = Object.fromEntries(
    REQUEST_TYPES.map((type) => {
      const rows = store.rows[type];
      return [type, { total: rows.length, removed: rows.filter((row) => row.removed).length }];
    }),
  );
  return {
    seed: store.options.seed,
    size: store.options.size,
    scenario: store.options.scenario,
    generatedAt: new Date(store.world.epoch).toISOString(),
    generationMs: Math.round(store.generationMs),
    counts,
    clock: { mode: sandbox.clock.mode, now: new Date(sandbox.clock.now()).toISOString() },
    collaborators: store.world.collaborators,
    statuses: Object.fromEntries(
      REQUEST_TYPES.map((type) => [
        type,
        sortedBySequence(store.world.statuses[type]).map(({ id, name, sequence, final }) => ({
          id,
          name,
          sequence,
          final,
        })),
      ]),
    ),
    paymentConditions: CONDITIONS.map(({ _id, name }) => ({ _id, name })),
    activity: { ratePerMinute: sandbox.activity.ratePerMinute },
    faults: sandbox.faults.settings,
  };
}

/** State, reset, one record as stored, and the call log. */
export function registerStateRoutes(app: FastifyInstance, sandbox: Sandbox) {
  app.get('/state', async () => describe(sandbox));

  app.post('/reset', async (request) => {
    sandbox.reset(parseBody(resetBody, request.body));
    return describe(sandbox);
  });

  /**
   * Every request of a type as stored (removed ones flagged), for journeys that check a figure of
   * Painel against the vendor's own data. Read without keeping what it builds, as listings do.
   */
  app.get('/records', async (request) => {
    const { type } = parseBody(recordsQuery, request.query);
    return {
      records: sandbox.store.rows[type].map((row) => ({
        code: row.code,
        removed: row.removed,
        record: withSendState(row, sandbox.store.peek(row).record),
      })),
    };
  });

  /** A request as stored: the record with both versions' fields, plus what the record does not show. */
  app.get('/records/:code', async (request) => {
    const { code } = request.params as { code: string };
    const row = sandbox.store.find(code);
    if (!row) throw new SandboxError(404, 'requestNotFound', `No request with code ${code}.`);
    const full = sandbox.store.full(row);
    return {
      type: row.type,
      code: row.code,
      createdAt: new Date(row.createdAt).toISOString(),
      lastUpdate: new Date(row.lastUpdate).toISOString(),
      removed: row.removed,
      tags: row.tags,
      paymentId: row.paymentId,
      conditionId: full.conditionId,
      showConditionsRule: full.showConditionsRule,
      record: withSendState(row, full.record),
    };
  });

  app.get('/calls', async (request) => {
    const { limit = 1_000, sinceId = 0 } = parseBody(callsQuery, request.query);
    return { calls: sandbox.calls.entries.filter((entry) => entry.id > sinceId).slice(-limit) };
  });

  app.delete('/calls', async () => {
    sandbox.calls.clear();
    return { calls: [] };
  });
}
