import type { GovernorStatus } from '../../contract/api/governorStatus';
import { USUAL_WRITE_MS } from '../governor/idle';

export interface BulkEstimate {
  fitNow: number;
  restFrom: number | null;
  expectedEnd: number;
}

/**
 * When `items` writes at the `bulk` priority will be done, from the governor's state: what fits
 * in the room the class has now, and the rest at the class's hourly pace once calls leave the
 * window. Each item's refresh runs in the background share and is not what paces the job.
 */
export function estimateBulk(status: GovernorStatus, items: number, now: number): BulkEstimate {
  const bulk = status.classes.find((entry) => entry.priority === 'bulk');
  const callMs =
    status.calls.used > 0 && status.seconds.used > 0
      ? Math.max(50, (status.seconds.used * 1000) / status.calls.used)
      : USUAL_WRITE_MS; // the ledger has no call to learn a write's time from
  const callsLeft = Math.max(0, Math.floor(bulk?.callsLeft ?? 0));
  const byTime = Math.max(0, Math.floor(((bulk?.secondsLeft ?? 0) * 1000) / callMs));
  const fitNow = Math.min(items, callsLeft, byTime);
  if (fitNow >= items) return { fitNow, restFrom: null, expectedEnd: now + items * callMs };
  const share = bulk?.share ?? 0.96;
  const perHour = Math.max(
    1,
    Math.min(
      Math.floor(status.calls.limit * share),
      Math.floor((status.seconds.limit * 1000 * share) / callMs),
    ),
  );
  const hourMs = status.windowMinutes * 60_000;
  const restFrom = Math.max(
    now,
    Date.parse(bulk?.fitsAt ?? '') || 0,
    Date.parse(status.calls.nextFreeAt ?? '') || now + hourMs,
  );
  const rest = items - fitNow;
  return { fitNow, restFrom, expectedEnd: restFrom + Math.ceil((rest / perHour) * hourMs) };
}
