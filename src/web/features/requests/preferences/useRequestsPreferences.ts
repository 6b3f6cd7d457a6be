import { useCallback, useSyncExternalStore } from 'react';
import {
  readPreferences,
  subscribePreferences,
  writePreferences,
  type RequestsPreferences,
} from './requestsPreferences';

/**
 * One user's column choices, density and saved views for the requests tables, kept in this
 * browser (docs/decisions/015-requests-workspace.md: server-side preferences are a later step).
 */
export function useRequestsPreferences(
  userId: string,
): [RequestsPreferences, (update: (current: RequestsPreferences) => RequestsPreferences) => void] {
  const preferences = useSyncExternalStore(subscribePreferences, () => readPreferences(userId));
  const update = useCallback(
    (change: (current: RequestsPreferences) => RequestsPreferences) => writePreferences(userId, change),
    [userId],
  );
  return [preferences, update];
}
