import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { notificationPlacement } from './notificationPlacement';

/** Mantine's stack of notifications, loaded by NotificationsOnDemand with the first notification. */
export function NotificationStack() {
  return <Notifications position={notificationPlacement.position} limit={notificationPlacement.limit} />;
}
