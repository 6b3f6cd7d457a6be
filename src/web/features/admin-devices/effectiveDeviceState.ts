import type { AdminDevice, DeviceState } from '../../../contract/api/devices';

/**
 * The device's state as of `now`: the server says "awaiting enrolment" as of when the list was
 * read, but a code that has since passed its expiry can no longer be used, and the page says so
 * without waiting for the next refresh.
 */
export function effectiveDeviceState(device: AdminDevice, now: number): DeviceState {
  if (
    device.state === 'awaiting-enrolment' &&
    device.enrolmentExpiresAt !== null &&
    Date.parse(device.enrolmentExpiresAt) <= now
  ) {
    return 'enrolment-expired';
  }
  return device.state;
}
