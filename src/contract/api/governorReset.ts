import { z } from 'zod';

/**
 * POST /api/admin/governor/reset: an admin confirms that the vendor's support reactivated the
 * account after a 429. `confirm` must be literally true, so no accidental call closes the circuit.
 */
export const governorResetRequest = z.strictObject({
  confirm: z.literal(true, { error: 'must be true: confirm that the vendor reactivated the account' }),
  /** What the vendor said, e.g. the support ticket; kept in the audit log. */
  note: z.string().trim().max(500, { error: 'must be at most 500 characters' }).optional(),
});
export type GovernorResetRequest = z.infer<typeof governorResetRequest>;
