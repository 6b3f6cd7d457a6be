import { z } from 'zod';

/** A postal address: `company.address`, `freight.address`, `invoice.address`. */
export const address = z.looseObject({
  /** Documented mask 00000-000; not enforced on read (see CEP_MASK). */
  CEP: z.string().optional(),
  /** A two-letter UF; kept as text on read because the record spec types it as a string. */
  state: z.string().optional(),
  city: z.string().optional(),
  neighborhood: z.string().optional(),
  /** Street. */
  patio: z.string().optional(),
  number: z.string().optional(),
  complement: z.string().optional(),
  /** v1 listing only (freight.address and invoice.address). */
  patioFormatted: z.string().optional(),
  /** v1 listing only (freight.address and invoice.address). */
  patioType: z.string().optional(),
});
export type Address = z.infer<typeof address>;
