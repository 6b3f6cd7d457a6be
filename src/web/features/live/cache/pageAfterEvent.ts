import { requestListQuery } from '../../../../contract/api/requestFilters';
import type { RequestPage, RequestSummary } from '../../../../contract/api/requests';
import type { CacheOutcome, RequestEvent } from './cacheOutcome';
import {
  changeMayAffect,
  type Dependency,
  FILTER_DEPENDENCIES,
  REMOVED,
  setFilterKeys,
  SORT_DEPENDENCIES,
} from './changeDependencies';

/** The server's sort when none is asked (src/bff/mirror/sortOrder.ts). */
const DEFAULT_SORT = 'createdAt';

/**
 * What decides whether a request is on this page, and where: the filters set, the sort, and
 * removal (hidden unless asked). Null when the key's query cannot be read: anything may matter.
 */
function pageDependencies(rawQuery: unknown): Dependency[] | null {
  const parsed = requestListQuery.safeParse(rawQuery ?? {});
  if (!parsed.success) return null;
  const { sort, ...filters } = parsed.data;
  return [
    ...setFilterKeys(filters).map((key) => FILTER_DEPENDENCIES[key]),
    SORT_DEPENDENCIES[sort ?? DEFAULT_SORT],
    REMOVED,
  ];
}

/**
 * A cached page of ['requests', type, 'page', query] after an event about one request: its row is
 * replaced (or marked removed) in place, so the table shows the news at once; and the page is
 * stale whenever membership or order may have changed (a request created or removed, or a change
 * to a field the page filters or sorts by), since which rows now belong on it is the server's
 * to say. A change to any other field of a request not on the page concerns it not at all.
 */
export function pageAfterEvent(
  page: RequestPage,
  rawQuery: unknown,
  event: RequestEvent,
): CacheOutcome<RequestPage> {
  const items: unknown = page.items;
  if (!Array.isArray(items)) return { data: page, stale: true };
  const code = event.kind === 'request.removed' ? event.code : event.request.code;
  const index = page.items.findIndex((row) => row?.code === code);
  const before: RequestSummary | undefined = index >= 0 ? page.items[index] : undefined;

  const withRow = (row: RequestSummary): RequestPage => ({
    ...page,
    items: page.items.map((each, at) => (at === index ? row : each)),
  });

  switch (event.kind) {
    case 'request.created':
      return { data: before ? withRow(event.request) : page, stale: true };
    case 'request.removed':
      return { data: before ? withRow({ ...before, removed: true }) : page, stale: true };
    case 'request.changed': {
      const dependencies = pageDependencies(rawQuery);
      const stale =
        dependencies === null ||
        changeMayAffect(dependencies, { fields: event.fields, before, after: event.request });
      return { data: before ? withRow(event.request) : page, stale };
    }
  }
}
