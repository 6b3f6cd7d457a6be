import { z } from 'zod';
import { address } from './address';
import { person } from './person';

/** The partner company of a request. */
export const company = z.looseObject({
  /** Documented mask 00.000.000/0000-00; not enforced on read (see CNPJ_MASK). */
  cnpj: z.string().optional(),
  /** The only field the spec documents as nullable. Mask 000.000.000-00 (see CPF_MASK). */
  cpf: z.string().nullable().optional(),
  /** Trade name. */
  fantasyName: z.string().optional(),
  /** Legal name. */
  companyName: z.string().optional(),
  mainContact: person.optional(),
  address: address.optional(),
});
export type Company = z.infer<typeof company>;
