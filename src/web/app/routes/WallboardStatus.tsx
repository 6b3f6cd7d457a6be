import { useQuery } from '@tanstack/react-query';
import { LiveIndicator } from '../../features/live/LiveIndicator';
import { useLiveUpdates } from '../../features/live/useLiveUpdates';
import { freshnessQuery } from '../../features/system-status/api/freshnessQuery';
import { WallFreshness } from '../../features/wallboard/WallFreshness';

function instant(text: string | null | undefined): Date | null {
  if (!text) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** What the wall shows of its data's freshness: when the copy last changed, and its live dot. */
export function WallboardStatus() {
  // Outside the shell, the wall keeps its own live stream (cards move in place); nobody sits at
  // it to be notified.
  const live = useLiveUpdates({ notify: false });
  const { data } = useQuery(freshnessQuery());
  // Last updated by whichever came last: a whole read or a change the vendor announced since.
  const read = instant(data?.upToDateAt);
  const announced = instant(data?.lastWebhookAt);
  const updatedAt = read && announced ? (read > announced ? read : announced) : (read ?? announced);
  return (
    <>
      <LiveIndicator connection={live} />
      <WallFreshness updatedAt={updatedAt} />
    </>
  );
}
