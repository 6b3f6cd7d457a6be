import { parseQueryString, toQueryString } from '../../../lib/queryString';
import { readRequestsSearch, type RequestsSearch } from '../requestsSearch';

/** A view's stored query: the URL search without the page (a view opens at its first page). */
export function viewQueryOf(search: RequestsSearch): string {
  return toQueryString({ ...search, page: undefined });
}

/** The view a stored query names, read as tolerantly as a URL. */
export function searchOfView(query: string): RequestsSearch {
  return readRequestsSearch(parseQueryString(query));
}

/** Whether the current view is the saved one (the same parameters, whatever their order). */
export function isActiveView(query: string, search: RequestsSearch): boolean {
  return viewQueryOf(searchOfView(query)) === viewQueryOf(searchOfView(viewQueryOf(search)));
}
