import { z } from 'zod';

const instant = z.iso.datetime({ offset: true });

/** Where a wallboard device is in its life. */
export const deviceState = z.enum(['awaiting-enrolment', 'enrolment-expired', 'enrolled', 'revoked']);
export type DeviceState = z.infer<typeof deviceState>;

export const adminDevice = z.object({
  id: z.uuid(),
  name: z.string(),
  state: deviceState,
  createdAt: instant,
  createdBy: z.string().nullable(),
  enrolmentExpiresAt: instant.nullable(),
  enrolledAt: instant.nullable(),
  revokedAt: instant.nullable(),
  /** The last request of its live session, if it has one. */
  lastSeenAt: instant.nullable(),
  sessionExpiresAt: instant.nullable(),
});
export type AdminDevice = z.infer<typeof adminDevice>;

/** POST /api/admin/devices. */
export const issueDeviceRequest = z.object({ name: z.string().trim().min(1).max(80) });
export type IssueDeviceRequest = z.infer<typeof issueDeviceRequest>;

/**
 * The answer to issuing a device: the one-time code, shown once. The wallboard opens `url` (the
 * code travels in the fragment, which browsers never send to a server or put in a Referer) and
 * trades it for its device session with POST /api/session/device.
 */
export const issueDeviceResponse = z.object({
  device: adminDevice,
  enrolment: z.object({ code: z.string(), url: z.string(), expiresAt: instant }),
});
export type IssueDeviceResponse = z.infer<typeof issueDeviceResponse>;

/** GET /api/admin/devices. */
export const adminDevicesResponse = z.object({ devices: z.array(adminDevice) });
export type AdminDevicesResponse = z.infer<typeof adminDevicesResponse>;

export const deviceIdParams = z.object({ id: z.uuid() });
