import { z } from 'zod';
import { company } from './company';
import { customData } from './customData';
import { fileGroup } from './files';
import { formAnswer } from './formAnswer';
import { freight } from './freight';
import { invoice } from './invoice';
import { payment } from './payment';
import { person } from './person';
import { product } from './product';
import { structure } from './structure';

/**
 * A budget or order as the listing returns it (v1 and v2; the version differences are optional
 * fields: Address.patioFormatted/patioType in v1, Product.dimensions in v2). Every field may be
 * absent and unknown keys are kept; read vendor data through readRequestRecord, not .parse.
 */
export const requestRecord = z.looseObject({
  id: z.string().optional(),
  /** Filterable by substring. */
  name: z.string().optional(),
  /** Budget/order code; filterable by substring. */
  code: z.string().optional(),
  /** Kind of kit; allowed values not shown. */
  kind: z.string().optional(),
  /** Unit not shown; the listing filters powerGTE/powerLTE speak of Wp. */
  totalPower: z.number().optional(),
  /** ISO 8601, UTC, milliseconds (ISO_TIMESTAMP_MS_FORMAT); kept as text. */
  budgetCreated: z.string().optional(),
  /** ISO 8601, UTC, milliseconds; kept as text. */
  orderCreated: z.string().optional(),
  /** Name of the current request status (configurable, see the statuses endpoint). */
  dealStatus: z.string().optional(),
  stockStatus: z.string().optional(),
  /** Value before discount/surcharge. */
  originalValue: z.number().optional(),
  discount: z.number().optional(),
  surcharge: z.number().optional(),
  finalValue: z.number().optional(),
  differenceWithPaymentConditionApplied: z.number().optional(),
  /** Internal notes; may hold HTML, so sanitise before rendering. */
  notes: z.string().optional(),
  addedBy: person.optional(),
  payment: payment.optional(),
  responsible: person.optional(),
  company: company.optional(),
  products: z.array(product).optional(),
  files: z.array(fileGroup).optional(),
  customForm: z.array(formAnswer).optional(),
  structure: structure.optional(),
  freight: freight.optional(),
  invoice: invoice.optional(),
  apiSent: z.boolean().optional(),
  /** ISO 8601 timestamp of the last API send; kept as text. */
  apiSentUpdated: z.string().optional(),
  /** YYYY-MM-DD (DATE_ONLY_FORMAT); kept as text. */
  billingDate: z.string().optional(),
  customData: z.array(customData).optional(),
  removed: z.boolean().optional(),
});
export type RequestRecord = z.infer<typeof requestRecord>;

/**
 * The vendor's own bookkeeping of its API sends: it flips apiSent and stamps apiSentUpdated when a
 * record is delivered through the listing, which Painel's own sync causes. Nothing a person did or
 * could act on: the activity feed and the people's history leave a version of only these out.
 */
export const VENDOR_BOOKKEEPING_FIELDS: readonly string[] = ['apiSent', 'apiSentUpdated'];
