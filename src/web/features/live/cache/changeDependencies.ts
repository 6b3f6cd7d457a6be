import type { RequestFilters, SortableColumn } from '../../../../contract/api/requestFilters';
import type { RequestSummary } from '../../../../contract/api/requests';

/**
 * What a filter, a sort or a board total reads of a request: the vendor fields (dotted paths, as
 * `request.changed.fields` names them) and the summary columns derived from them. `every`: any
 * change matters (lastChangedAt moves with each one).
 */
export interface Dependency {
  vendor: readonly string[];
  summary: readonly (keyof RequestSummary)[];
  every?: true;
}

const on = (vendor: readonly string[], summary: readonly (keyof RequestSummary)[]): Dependency => ({
  vendor,
  summary,
});
const EVERY: Dependency = { vendor: [], summary: ['lastChangedAt'], every: true };
const CREATED = on(['orderCreated', 'budgetCreated'], ['createdAt']);
const RESPONSIBLE = on(['responsible'], ['responsibleName', 'responsibleEmail']);
const STATUS = on(['dealStatus'], ['dealStatus', 'statusSince']);
export const REMOVED = on(['removed'], ['removed']);

/** The mirror's search text: code, name, company names and CNPJ, responsible (drizzle/0004_mirror.sql). */
const SEARCH_TEXT = on(
  ['code', 'name', 'company', 'responsible'],
  ['code', 'name', 'companyName', 'companyFantasyName', 'companyCnpj', 'responsibleName', 'responsibleEmail'],
);

export const FILTER_DEPENDENCIES: Record<keyof RequestFilters, Dependency> = {
  q: SEARCH_TEXT,
  createdFrom: CREATED,
  createdTo: CREATED,
  updatedFrom: EVERY,
  updatedTo: EVERY,
  code: on(['code'], ['code']),
  name: on(['name'], ['name']),
  powerMin: on(['totalPower'], ['totalPower']),
  powerMax: on(['totalPower'], ['totalPower']),
  uf: on(['freight.address.state'], ['freightState']),
  city: on(['freight.address.city'], ['freightCity']),
  cnpj: on(['company.cnpj'], ['companyCnpj']),
  responsible: RESPONSIBLE,
  responsibleEmail: RESPONSIBLE,
  status: STATUS,
  paymentStatus: on(['payment.status'], ['paymentStatus']),
  paymentType: on(['payment.type'], ['paymentType']),
  removed: REMOVED,
  mine: RESPONSIBLE,
  stalled: STATUS,
};

export const SORT_DEPENDENCIES: Record<SortableColumn, Dependency> = {
  code: on(['code'], ['code']),
  name: on(['name'], ['name']),
  company: on(['company.companyName'], ['companyName']),
  responsible: RESPONSIBLE,
  createdAt: CREATED,
  lastChangedAt: EVERY,
  dealStatus: STATUS,
  stockStatus: on(['stockStatus'], ['stockStatus']),
  paymentStatus: on(['payment.status'], ['paymentStatus']),
  totalPower: on(['totalPower'], ['totalPower']),
  finalValue: on(['finalValue'], ['finalValue']),
  freightState: on(['freight.address.state'], ['freightState']),
  kind: on(['kind'], ['kind']),
  cnpj: on(['company.cnpj'], ['companyCnpj']),
  statusSince: STATUS,
  paymentType: on(['payment.type'], ['paymentType']),
  originalValue: on(['originalValue'], ['originalValue']),
};

/** What a board's columns, counts and sums read: the status (and its time), removal, value, power. */
export const BOARD_DEPENDENCY = on(
  ['dealStatus', 'removed', 'finalValue', 'totalPower'],
  ['dealStatus', 'statusSince', 'removed', 'finalValue', 'totalPower'],
);

/** The filters a query actually sets (an empty list filters nothing). */
export function setFilterKeys(filters: Partial<RequestFilters>): (keyof RequestFilters)[] {
  return (Object.keys(FILTER_DEPENDENCIES) as (keyof RequestFilters)[]).filter((key) => {
    const value = filters[key];
    return value !== undefined && !(Array.isArray(value) && value.length === 0);
  });
}

/** "payment" touches "payment.status" and the other way round (an object appears whole). */
function touches(field: string, path: string): boolean {
  return field === path || field.startsWith(`${path}.`) || path.startsWith(`${field}.`);
}

export interface RequestChange {
  /** Vendor fields that changed; empty when unknown. */
  fields: readonly string[];
  /** The request as a cache held it before, when one did. */
  before?: Partial<RequestSummary>;
  after: RequestSummary;
}

/**
 * Whether a change may move a request in or out of (or along) what depends on `dependencies`.
 * In doubt, yes: the vendor's field names, or our copy of the request before the change, tell.
 */
export function changeMayAffect(dependencies: readonly Dependency[], change: RequestChange): boolean {
  if (dependencies.length === 0) return false;
  if (change.fields.length === 0) return true;
  for (const dependency of dependencies) {
    if (dependency.every) return true;
    if (change.fields.some((field) => dependency.vendor.some((path) => touches(field, path)))) return true;
    const { before } = change;
    if (before && dependency.summary.some((key) => key in before && before[key] !== change.after[key])) {
      return true;
    }
  }
  return false;
}
