import { queryOptions } from '@tanstack/react-query';
import { governorHistory } from '../../../../contract/api/governorHistory';
import { fetchJson } from '../../../lib/fetchJson';
import { SYSTEM_REFRESH_MS } from './governorQuery';

/** The windows the usage chart offers, in hours. */
export const HISTORY_HOURS = [1, 6, 12, 24] as const;
export type HistoryHours = (typeof HISTORY_HOURS)[number];

/** GET /api/admin/governor/history: vendor calls and seconds per bucket and priority. */
export const governorHistoryQuery = (hours: HistoryHours) =>
  queryOptions({
    queryKey: ['admin', 'governor', 'history', hours] as const,
    queryFn: ({ signal }) =>
      fetchJson(`/api/admin/governor/history?hours=${hours}`, governorHistory, { signal }),
    refetchInterval: SYSTEM_REFRESH_MS,
  });
