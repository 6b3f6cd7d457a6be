import { z } from 'zod';
import { openEnum } from './openEnum';
import { address } from './address';
import { inscricaoEstadualSchema } from './enums';

/** `invoice`: the data the invoice is issued to. */
export const invoice = z.looseObject({
  /** Legal name. */
  razaoSocial: z.string().optional(),
  /** Trade name. */
  nomeFantasia: z.string().optional(),
  /** Documented mask 00.000.000/0000-00. */
  cnpj: z.string().optional(),
  temInscricaoEstadual: openEnum(inscricaoEstadualSchema).optional(),
  /** State registration; returned only when temInscricaoEstadual is `sim`. */
  ie: z.string().optional(),
  cpf: z.string().optional(),
  rg: z.string().optional(),
  /** Documented mask (00) 0000-0000. */
  telephone: z.string().optional(),
  email: z.string().optional(),
  originalInvoiceValue: z.number().optional(),
  serviceToAddInvoiceValue: z.number().optional(),
  requestedInvoiceValue: z.number().optional(),
  address: address.optional(),
});
export type Invoice = z.infer<typeof invoice>;
