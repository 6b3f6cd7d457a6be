import { queryOptions } from '@tanstack/react-query';
import { paymentRecordView } from '../../../../contract/api/payments';
import { fetchJson } from '../../../lib/fetchJson';
import { paymentRecordUrl } from './paymentRecordUrl';

/**
 * GET /api/payments/:paymentId: the vendor's own record, read on demand. Unlike every other read it
 * is a call to the vendor (one of the hourly budget), so it is never refetched on its own: only
 * when the person asks again.
 */
export const paymentRecordQuery = (paymentId: string) =>
  queryOptions({
    queryKey: ['payments', 'record', paymentId] as const,
    queryFn: ({ signal }) => fetchJson(paymentRecordUrl(paymentId), paymentRecordView, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
