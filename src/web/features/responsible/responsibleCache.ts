import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { RequestDetail, RequestPage } from '../../../contract/api/requests';
import type { RequestType } from '../../../contract/upstream/enums';

/** The collaborator a request is being handed to. */
export interface NewResponsible {
  email: string;
  /** As the mirror knows it; null for an e-mail typed by hand that no suggestion named. */
  name: string | null;
}

interface ChangedEntry {
  key: QueryKey;
  before: unknown;
  /** What was put in the cache: while it is still there, nothing else has replaced it. */
  after: unknown;
}

/** What an optimistic change wrote, so that a refusal can take exactly that back. */
export interface OptimisticChange {
  entries: readonly ChangedEntry[];
}

export const detailKey = (type: RequestType, code: string) => ['requests', type, 'detail', code] as const;
export const pagesKey = (type: RequestType) => ['requests', type, 'page'] as const;

function withResponsibleDetail(detail: RequestDetail, next: NewResponsible): RequestDetail {
  return {
    ...detail,
    summary: { ...detail.summary, responsibleName: next.name, responsibleEmail: next.email },
    // The previous person's surname and phone are theirs, not the new responsible's.
    record: {
      ...detail.record,
      responsible: next.name === null ? { email: next.email } : { name: next.name, email: next.email },
    },
  };
}

function withResponsibleRow(page: RequestPage, code: string, next: NewResponsible): RequestPage {
  if (!page.items.some((row) => row.code === code)) return page;
  return {
    ...page,
    items: page.items.map((row) =>
      row.code === code ? { ...row, responsibleName: next.name, responsibleEmail: next.email } : row,
    ),
  };
}

/**
 * Shows the new responsible at once in the drawer (the detail) and in every cached page of the
 * table that holds the row, before the vendor answers.
 */
export function applyResponsible(
  queryClient: QueryClient,
  type: RequestType,
  code: string,
  next: NewResponsible,
): OptimisticChange {
  const entries: ChangedEntry[] = [];
  const key = detailKey(type, code);
  const detail = queryClient.getQueryData<RequestDetail>(key);
  // What the cache holds is read back: structural sharing may store a copy of what was given.
  if (detail) {
    queryClient.setQueryData(key, withResponsibleDetail(detail, next));
    entries.push({ key, before: detail, after: queryClient.getQueryData(key) });
  }
  for (const [pageKey, page] of queryClient.getQueriesData<RequestPage>({ queryKey: pagesKey(type) })) {
    if (!page) continue;
    const changed = withResponsibleRow(page, code, next);
    if (changed === page) continue;
    queryClient.setQueryData(pageKey, changed);
    entries.push({ key: pageKey, before: page, after: queryClient.getQueryData(pageKey) });
  }
  return { entries };
}

/**
 * Takes an optimistic change back. An entry something else has replaced since (a live update, a
 * refetch) is fetched again instead, so newer data is never overwritten with older.
 */
export function rollBack(queryClient: QueryClient, change: OptimisticChange): void {
  for (const { key, before, after } of change.entries) {
    if (queryClient.getQueryData(key) === after) queryClient.setQueryData(key, before);
    else void queryClient.invalidateQueries({ queryKey: key, exact: true });
  }
}
