import { z } from 'zod';
import { roleSchema } from './roles';

const instant = z.iso.datetime({ offset: true });

/**
 * A new password: long rather than complex (ASVS 6.2.1 and 6.2.5: at least 12 characters, no
 * composition rules); the upper bound only keeps hashing cheap.
 */
export const newPassword = z
  .string()
  .min(12, { error: 'must be at least 12 characters long' })
  .max(128, { error: 'must be at most 128 characters long' });

/** An e-mail as an account name: trimmed and lower-cased, so one address is one account. */
export const accountEmail = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'must be an e-mail address' }).max(254));

/** At least one role, each once. */
export const roleList = z
  .array(roleSchema)
  .min(1, { error: 'must name at least one role' })
  .refine((roles) => new Set(roles).size === roles.length, { error: 'must name each role once' });

export const adminUser = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  roles: z.array(roleSchema),
  disabled: z.boolean(),
  /** A sandbox demo account (usable in sandbox mode only). */
  demo: z.boolean(),
  createdAt: instant,
  lastSignedInAt: instant.nullable(),
  activeSessions: z.number().int(),
  /** Whether the person signs in with a code from an authenticator app too. */
  totp: z.boolean(),
  /** How many passkeys the person has: each signs in alone, or as the second step. */
  passkeys: z.number().int(),
  /** Whether the person has signed in with the company's account (single sign-on, ADR 095). */
  sso: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUser>;

/** GET /api/admin/users. */
export const adminUsersResponse = z.object({ users: z.array(adminUser) });
export type AdminUsersResponse = z.infer<typeof adminUsersResponse>;

/** POST /api/admin/users. */
export const createUserRequest = z.object({
  email: accountEmail,
  name: z.string().trim().max(120).default(''),
  roles: roleList,
  password: newPassword,
});
export type CreateUserRequest = z.infer<typeof createUserRequest>;

/** PATCH /api/admin/users/:id. Changing roles or disabling ends every session of the user. */
export const updateUserRequest = z
  .object({
    name: z.string().trim().max(120).optional(),
    roles: roleList.optional(),
    disabled: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'must change at least one of name, roles or disabled',
  });
export type UpdateUserRequest = z.infer<typeof updateUserRequest>;

/** POST /api/admin/users/:id/password. Ends every session of the user. */
export const setPasswordRequest = z.object({ password: newPassword });
export type SetPasswordRequest = z.infer<typeof setPasswordRequest>;

export const userIdParams = z.object({ id: z.uuid() });
