import type { z } from 'zod';
import { requestFilters, sortableColumnSchema, sortDirectionSchema } from './requestFilters';

/** GET /api/requests/:type/export.csv: the listing's filters and sort, every matching row. */
export const requestExportQuery = requestFilters.extend({
  sort: sortableColumnSchema.optional(),
  dir: sortDirectionSchema.optional(),
});
export type RequestExportQuery = z.output<typeof requestExportQuery>;

/**
 * The columns of the CSV export, in order; the header row names them like this. Money is BRL
 * written as a plain decimal with two places, power is Wp, times are ISO 8601 in UTC.
 */
export const REQUEST_CSV_COLUMNS = [
  'type',
  'code',
  'id',
  'name',
  'kind',
  'companyName',
  'companyFantasyName',
  'companyCnpj',
  'responsibleName',
  'responsibleEmail',
  'createdAt',
  'lastChangedAt',
  'dealStatus',
  'statusSince',
  'stockStatus',
  'paymentStatus',
  'paymentType',
  'totalPower',
  'originalValue',
  'discount',
  'surcharge',
  'finalValue',
  'freightState',
  'freightCity',
  'removed',
] as const;
export type RequestCsvColumn = (typeof REQUEST_CSV_COLUMNS)[number];
