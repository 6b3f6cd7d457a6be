import { z } from 'zod';

/** JSON body of PUT /api/v1/request/{requestCode}/responsible: who becomes responsible. */
export const updateResponsibleBody = z.object({
  email: z.string(),
});
export type UpdateResponsibleBody = z.infer<typeof updateResponsibleBody>;
