import { z } from 'zod';
import { LABEL_LANGUAGES } from '../labels/labelLanguage';
import { requestFilters, sortableColumnSchema, sortDirectionSchema } from './requestFilters';
import { requestCodeSchema } from './writes';

/**
 * The columns of an export, by stable id, in the default (all columns) order. The listing's
 * column ids are the same ids, so the SPA sends its visible columns as they are.
 * Money is BRL, power is Wp.
 */
export const REQUEST_EXPORT_COLUMNS = [
  'type',
  'code',
  'id',
  'name',
  'kind',
  'company',
  'companyFantasyName',
  'companyCnpj',
  'responsible',
  'responsibleEmail',
  'createdAt',
  'lastChangedAt',
  'dealStatus',
  'statusSince',
  'stalled',
  'stockStatus',
  'paymentStatus',
  'paymentType',
  'totalPower',
  'originalValue',
  'discount',
  'surcharge',
  'finalValue',
  'freight',
  'freightState',
  'freightCity',
  'removed',
] as const;
export const requestExportColumnSchema = z.enum(REQUEST_EXPORT_COLUMNS);
export type RequestExportColumn = z.infer<typeof requestExportColumnSchema>;

/**
 * What an export holds when no `columns` are asked: every column but `freight` (the listing's
 * "city/UF" column, which repeats freightCity and freightState).
 */
export const DEFAULT_EXPORT_COLUMNS: readonly RequestExportColumn[] = REQUEST_EXPORT_COLUMNS.filter(
  (column) => column !== 'freight',
);

export const exportLanguageSchema = z.enum(LABEL_LANGUAGES);
export type ExportLanguage = z.infer<typeof exportLanguageSchema>;

/** A query parameter given once as `a,b` or repeated, as one list; absent or empty is absent. */
function commaList(value: unknown): unknown {
  if (value === undefined || value === '') return undefined;
  const items = Array.isArray(value) ? value : [value];
  return items
    .flatMap((entry) => (typeof entry === 'string' ? entry.split(',') : [entry]))
    .filter((e) => e !== '');
}

/** `columns=code,name,...`: ids in order, each once; absent or empty means every column. */
const columnList = z.preprocess(
  commaList,
  z
    .array(requestExportColumnSchema)
    .min(1)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'must name each column once' })
    .optional(),
);

/**
 * Most ticked requests one export may name: the codes travel in the address, which must stay well
 * under what servers and proxies accept; a larger selection is exported as its filter.
 */
export const MAX_EXPORT_CODES = 500;

/** `codes=A,B,...`: only these requests (the list's ticked rows), each once; absent means all. */
const codeList = z.preprocess(
  commaList,
  z
    .array(requestCodeSchema)
    .min(1)
    .max(MAX_EXPORT_CODES, {
      error: `at most ${MAX_EXPORT_CODES} selected requests; export their filter instead`,
    })
    .optional(),
);

/**
 * GET /api/requests/:type/export.csv and export.xlsx: the listing's filters and sort, every
 * matching row (of `codes` only when given). `lang` absent: the reader's Accept-Language when it prefers English, else pt-BR.
 */
export const requestExportQuery = requestFilters.extend({
  sort: sortableColumnSchema.optional(),
  dir: sortDirectionSchema.optional(),
  lang: exportLanguageSchema.optional(),
  columns: columnList,
  codes: codeList,
});
export type RequestExportQuery = z.output<typeof requestExportQuery>;
export type RequestExportQueryInput = z.input<typeof requestExportQuery>;
