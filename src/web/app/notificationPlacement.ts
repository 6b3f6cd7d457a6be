import { notificationsStore } from '@mantine/notifications';

/** Where notifications appear and how many at once; the rest wait their turn. */
export const notificationPlacement = { position: 'top-right', limit: 4 } as const;

/**
 * The store sorts notifications into shown and queued by these two as they arrive; Mantine's
 * <Notifications> would set them when it mounts, which here is only with the first notification.
 */
export function placeNotifications() {
  notificationsStore.updateState((current) => ({
    ...current,
    limit: notificationPlacement.limit,
    defaultPosition: notificationPlacement.position,
  }));
}
