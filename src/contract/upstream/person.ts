import { z } from 'zod';

/** A collaborator or contact: `addedBy`, `responsible`, `company.mainContact`. */
export const person = z.looseObject({
  name: z.string().optional(),
  surname: z.string().optional(),
  email: z.string().optional(),
  /** Documented mask (00) 00000-0000; not enforced on read (see CELLPHONE_MASK). */
  cellphone: z.string().optional(),
});
export type Person = z.infer<typeof person>;
