import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { DeviceState } from '../../contract/api/devices';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { devices, sessions, users } from '../db/schema';
import { randomToken, sha256Hex } from '../security/tokens';

/** How long an issued enrolment code may be used: long enough to walk to the screen. */
export const ENROLMENT_CODE_TTL_MS = 30 * 60_000;

export interface DeviceRecord {
  id: string;
  name: string;
  state: DeviceState;
  createdAt: Date;
  createdBy: string | null;
  enrolmentExpiresAt: Date | null;
  enrolledAt: Date | null;
  revokedAt: Date | null;
  lastSeenAt: Date | null;
  sessionExpiresAt: Date | null;
}

export interface IssuedEnrolment {
  device: DeviceRecord;
  /** The one-time code; only its hash is stored, so this is the only time it exists in clear. */
  code: string;
  expiresAt: Date;
}

export interface DeviceStore {
  issue(input: { name: string; createdBy: string | null }): Promise<IssuedEnrolment>;
  /** A fresh code for an existing, unrevoked device; its current session ends. */
  reissue(id: string): Promise<IssuedEnrolment | null>;
  /** Uses a code once: the device it belongs to, or null for an unknown, used or expired code. */
  enrol(code: string): Promise<{ id: string; name: string } | null>;
  /** Revokes a device for good and ends its sessions. */
  revoke(id: string): Promise<{ device: DeviceRecord; sessionsEnded: number } | null>;
  find(id: string): Promise<DeviceRecord | null>;
  list(): Promise<DeviceRecord[]>;
}

export function createDeviceStore(options: { db: Database; clock: Clock }): DeviceStore {
  const { db, clock } = options;
  const now = () => new Date(clock.now());

  async function read(id?: string): Promise<DeviceRecord[]> {
    const at = now();
    const rows = await db
      .select({
        device: devices,
        createdBy: users.email,
        lastSeenAt: sessions.lastSeenAt,
        sessionExpiresAt: sessions.expiresAt,
      })
      .from(devices)
      .leftJoin(users, eq(users.id, devices.createdBy))
      .leftJoin(sessions, and(eq(sessions.deviceId, devices.id), gt(sessions.expiresAt, at)))
      .where(id === undefined ? undefined : eq(devices.id, id))
      .orderBy(desc(devices.createdAt), desc(sessions.lastSeenAt));
    const seen = new Map<string, DeviceRecord>();
    for (const row of rows) {
      if (seen.has(row.device.id)) continue;
      const { device } = row;
      let state: DeviceState;
      if (device.revokedAt) state = 'revoked';
      else if (device.enrolmentCodeHash && device.enrolmentExpiresAt && device.enrolmentExpiresAt > at)
        state = 'awaiting-enrolment';
      else if (device.enrolmentCodeHash) state = 'enrolment-expired';
      else state = 'enrolled';
      seen.set(device.id, {
        id: device.id,
        name: device.name,
        state,
        createdAt: device.createdAt,
        createdBy: row.createdBy,
        enrolmentExpiresAt: device.enrolmentCodeHash ? device.enrolmentExpiresAt : null,
        enrolledAt: device.enrolledAt,
        revokedAt: device.revokedAt,
        lastSeenAt: row.lastSeenAt,
        sessionExpiresAt: row.sessionExpiresAt,
      });
    }
    return [...seen.values()];
  }

  async function find(id: string): Promise<DeviceRecord | null> {
    return (await read(id))[0] ?? null;
  }

  return {
    async issue({ name, createdBy }) {
      const code = randomToken(24);
      const at = now();
      const expiresAt = new Date(at.getTime() + ENROLMENT_CODE_TTL_MS);
      const id = randomUUID();
      await db.insert(devices).values({
        id,
        name: name.trim(),
        createdBy,
        createdAt: at,
        enrolmentCodeHash: sha256Hex(code),
        enrolmentExpiresAt: expiresAt,
      });
      const device = await find(id);
      if (!device) throw new Error('the device just issued is missing');
      return { device, code, expiresAt };
    },

    async reissue(id) {
      const code = randomToken(24);
      const expiresAt = new Date(clock.now() + ENROLMENT_CODE_TTL_MS);
      const changed = await db.transaction(async (tx) => {
        const updated = await tx
          .update(devices)
          .set({ enrolmentCodeHash: sha256Hex(code), enrolmentExpiresAt: expiresAt })
          .where(and(eq(devices.id, id), isNull(devices.revokedAt)))
          .returning({ id: devices.id });
        if (updated.length > 0) await tx.delete(sessions).where(eq(sessions.deviceId, id));
        return updated.length > 0;
      });
      if (!changed) return null;
      const device = await find(id);
      return device ? { device, code, expiresAt } : null;
    },

    async enrol(code) {
      const at = now();
      const [device] = await db
        .update(devices)
        .set({ enrolmentCodeHash: null, enrolmentExpiresAt: null, enrolledAt: at })
        .where(
          and(
            eq(devices.enrolmentCodeHash, sha256Hex(code)),
            gt(devices.enrolmentExpiresAt, at),
            isNull(devices.revokedAt),
          ),
        )
        .returning({ id: devices.id, name: devices.name });
      return device ?? null;
    },

    async revoke(id) {
      const result = await db.transaction(async (tx) => {
        const updated = await tx
          .update(devices)
          .set({ revokedAt: now(), enrolmentCodeHash: null, enrolmentExpiresAt: null })
          .where(and(eq(devices.id, id), isNull(devices.revokedAt)))
          .returning({ id: devices.id });
        if (updated.length === 0) return null;
        const ended = await tx
          .delete(sessions)
          .where(eq(sessions.deviceId, id))
          .returning({ id: sessions.id });
        return ended.length;
      });
      if (result === null) return null;
      const device = await find(id);
      return device ? { device, sessionsEnded: result } : null;
    },

    find,
    list: () => read(),
  };
}
