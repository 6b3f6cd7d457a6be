import type { QueryClient } from '@tanstack/react-query';
import { requestDetail } from '../../../contract/api/requests';
import type { RequestType } from '../../../contract/upstream/enums';
import { fetchJson } from '../../lib/fetchJson';
import { requestDetailUrl } from '../../lib/api/getRequestDetail';
import { detailKey, pagesKey } from './responsibleCache';

/**
 * Waits between looks at the mirror, in milliseconds. After a confirmed write the backend queues a
 * refresh of the record (the vendor sends no webhook for a change of responsible), which usually
 * lands within seconds; after about half a minute the next reconcile or live update will bring it.
 */
export const MIRROR_CHECK_DELAYS_MS: readonly number[] = [0, 1000, 2000, 3000, 5000, 8000, 10_000];

const sameEmail = (a: string | null | undefined, b: string) =>
  a?.trim().toLowerCase() === b.trim().toLowerCase();

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * After the vendor confirmed a change of responsible, brings the drawer and the table to what the
 * mirror holds once the mirror has it (with the change in the history). Refetching at once would
 * put the old responsible back on screen until the refresh lands, so the optimistic value stays
 * until the mirror shows the new one. Resolves true when it did; false when it gave up, leaving the
 * confirmed value on screen for the next ordinary refresh to replace.
 */
export async function confirmInMirror(
  queryClient: QueryClient,
  request: { type: RequestType; code: string; email: string },
  delays: readonly number[] = MIRROR_CHECK_DELAYS_MS,
): Promise<boolean> {
  const { type, code, email } = request;
  for (const delay of delays) {
    await sleep(delay);
    try {
      const fresh = await fetchJson(requestDetailUrl(type, code), requestDetail);
      if (!sameEmail(fresh.record.responsible?.email ?? fresh.summary.responsibleEmail, email)) continue;
      queryClient.setQueryData(detailKey(type, code), fresh);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: pagesKey(type) }),
        queryClient.invalidateQueries({ queryKey: ['collaborators'] }),
      ]);
      return true;
    } catch {
      // A failed look is like a look too early: the next one may work.
    }
  }
  return false;
}
