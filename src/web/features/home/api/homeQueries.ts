import { queryOptions } from '@tanstack/react-query';
import { activityPage } from '../../../../contract/api/activity';
import { freshness } from '../../../../contract/api/freshness';
import { governorStatus } from '../../../../contract/api/governorStatus';
import { inboxSummary } from '../../../../contract/api/inboxSummary';
import { insights, type InsightsQueryInput } from '../../../../contract/api/insights';
import type { RequestListQuery } from '../../../../contract/api/requestFilters';
import { requestPage } from '../../../../contract/api/requests';
import type { RequestType } from '../../../../contract/upstream/enums';
import { fetchJson } from '../../../lib/fetchJson';
import { toQueryString } from '../../../lib/queryString';

/** Every read of the home is of Painel's mirror: none of them reaches the vendor. */
const HOME_STALE_MS = 30_000;

/** GET /api/insights: a period's figures, each the total of the list with the same filter. */
export const homeInsightsQuery = (query: InsightsQueryInput) =>
  queryOptions({
    queryKey: ['home', 'insights', query] as const,
    queryFn: ({ signal }) => fetchJson(`/api/insights?${toQueryString(query)}`, insights, { signal }),
    staleTime: HOME_STALE_MS,
  });

/** A page of the list itself (its rows and its totals), for the queue and the queue's counts. */
export const homeListQuery = (type: RequestType, query: Partial<RequestListQuery>) =>
  queryOptions({
    queryKey: ['home', 'list', type, query] as const,
    queryFn: ({ signal }) =>
      fetchJson(`/api/requests/${type}?${toQueryString(query)}`, requestPage, { signal }),
    staleTime: HOME_STALE_MS,
  });

/** The latest changes of a payment status, with who made them (the history's actors, ADR 029). */
export const PAYMENT_CHANGES_SHOWN = 8;
export const paymentChangesQuery = () =>
  queryOptions({
    queryKey: ['home', 'paymentChanges'] as const,
    queryFn: ({ signal }) =>
      fetchJson(
        `/api/activity?${toQueryString({ field: 'payment.status', limit: PAYMENT_CHANGES_SHOWN })}`,
        activityPage,
        { signal },
      ),
    staleTime: HOME_STALE_MS,
  });

// Painel's own health, under the keys the system page and the shell use, so they share one cache.
export const homeGovernorQuery = () =>
  queryOptions({
    queryKey: ['governor'],
    queryFn: ({ signal }) => fetchJson('/api/governor', governorStatus, { signal }),
  });
export const homeFreshnessQuery = () =>
  queryOptions({
    queryKey: ['freshness'],
    queryFn: ({ signal }) => fetchJson('/api/freshness', freshness, { signal }),
  });
export const homeInboxQuery = () =>
  queryOptions({
    queryKey: ['admin', 'inbox'] as const,
    queryFn: ({ signal }) => fetchJson('/api/admin/inbox', inboxSummary, { signal }),
  });
