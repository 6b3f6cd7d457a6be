import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';
import { placeNotifications } from './notificationPlacement';

// Mantine's stack of notifications (transitions, swipe to dismiss, its styles) is a chunk of its
// own, fetched when the first notification is shown rather than with every page (ADR 021).
const NotificationStack = lazy(() =>
  import('./NotificationStack').then((module) => ({ default: module.NotificationStack })),
);

placeNotifications();

/**
 * Where notifications appear (`notifications.show()` anywhere in the SPA). Until the first one,
 * only Mantine's small store is loaded; a notification shown meanwhile waits in it and appears
 * as soon as the stack has arrived.
 */
export function NotificationsOnDemand() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  // Once shown, the stack stays, so the exit transition of the last notification still plays.
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NotificationStack />
    </Suspense>
  );
}
