import { LiveIndicator } from '../../features/live/LiveIndicator';
import { useLiveUpdates } from '../../features/live/useLiveUpdates';
import { FreshnessIndicator } from '../../features/system-status/FreshnessIndicator';

/** What the wall shows of its data's freshness: the mirror's last update and its own live stream. */
export function WallboardStatus() {
  // Outside the shell, the wall keeps its own live stream (cards move in place); nobody sits at
  // it to be notified.
  const live = useLiveUpdates({ notify: false });
  return (
    <>
      <FreshnessIndicator />
      <LiveIndicator connection={live} />
    </>
  );
}
