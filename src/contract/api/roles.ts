import { z } from 'zod';

/**
 * What a person may do in Painel. A user may hold several roles.
 * viewer: read and boards; sales: + change responsible; finance: + payments;
 * admin: everything, plus users, governor reset and sync controls.
 */
export const ROLES = ['viewer', 'sales', 'finance', 'admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;
