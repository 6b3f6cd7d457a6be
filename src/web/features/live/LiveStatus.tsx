import { LiveIndicator } from './LiveIndicator';
import { type LiveUpdatesOptions, useLiveUpdates } from './useLiveUpdates';

/**
 * The live updates and their indicator in one: mounted once in the shell's header, so that only
 * this small component re-renders when the connection changes.
 */
export function LiveStatus(options: LiveUpdatesOptions) {
  const connection = useLiveUpdates(options);
  return <LiveIndicator connection={connection} />;
}
