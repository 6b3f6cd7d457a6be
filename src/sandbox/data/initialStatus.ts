import { createRng, type Rng } from './prng';
import type { RequestRow } from './requestRow';
import type { ConfiguredStatus } from './statuses';
import type { World } from './world';

/**
 * A record's status, drawn first from its record's random stream (materialize.ts). A budget sits
 * in the converted status exactly when it became an order (`seed.converted`, ADR 086).
 */
export function pickStatus(rng: Rng, statuses: readonly ConfiguredStatus[], row: RequestRow, epoch: number) {
  // Requests older than a month have mostly reached a final status.
  const old = epoch - row.createdAt > 30 * 86_400_000;
  const fitting =
    row.type === 'budget'
      ? statuses.filter((status) => (status.converted === true) === row.seed.converted)
      : statuses;
  return rng.weighted(
    (fitting.length > 0 ? fitting : statuses).map(
      (status) => [status, status.weight * (status.final && old ? 3 : 1)] as const,
    ),
  );
}

/**
 * The status `materialize` gives a row that was never changed: its record's first draw, so the
 * generator can date the row's last update by whether it is still being worked on.
 */
export function initialStatusOf(world: World, row: RequestRow): ConfiguredStatus {
  return pickStatus(createRng(world.seed, 'record', row.id), world.statuses[row.type], row, world.epoch);
}
