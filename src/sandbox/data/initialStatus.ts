import { createRng, type Rng } from './prng';
import type { RequestRow } from './requestRow';
import type { ConfiguredStatus } from './statuses';
import type { World } from './world';

const DAY_MS = 86_400_000;

/**
 * A record's status, drawn first from its record's random stream (materialize.ts). A budget sits
 * in the converted status exactly when it became an order (`seed.converted`, ADR 086); a request
 * only in a status its age can have reached (last week's orders are not delivered yet).
 */
export function pickStatus(rng: Rng, statuses: readonly ConfiguredStatus[], row: RequestRow, epoch: number) {
  const ageDays = (epoch - row.createdAt) / DAY_MS;
  // Requests older than a month have mostly reached a final status.
  const old = ageDays > 30;
  const fitting = statuses.filter(
    (status) =>
      status.reachedAfterDays <= ageDays &&
      (row.type !== 'budget' || (status.converted === true) === row.seed.converted),
  );
  return rng.weighted(
    (fitting.length > 0 ? fitting : statuses).map(
      (status) => [status, status.weight * (status.final && old ? 3 : 1)] as const,
    ),
  );
}

/** The earliest a row may have entered `status`: its creation plus the days that status takes. */
export function earliestIn(status: ConfiguredStatus, row: RequestRow): number {
  return row.createdAt + status.reachedAfterDays * DAY_MS;
}

/**
 * The status `materialize` gives a row that was never changed: its record's first draw, so the
 * generator can date the row's last update by whether it is still being worked on.
 */
export function initialStatusOf(world: World, row: RequestRow): ConfiguredStatus {
  return pickStatus(createRng(world.seed, 'record', row.id), world.statuses[row.type], row, world.epoch);
}
