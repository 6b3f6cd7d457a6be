import type { QueryClient } from '@tanstack/react-query';
import type { RequestType } from '../../../../contract/upstream/enums';

/**
 * After a payment write the backend queues a refresh of the request from the vendor (the vendor
 * sends no webhook for most of these changes), which lands in the mirror a moment later. Until live
 * events write it into the caches, the drawer and the tables look again a few times: reads come
 * from the mirror and cost nothing at the vendor.
 */
const FOLLOW_UPS_MS = [2_000, 6_000, 15_000];

export function invalidateAfterPaymentWrite(
  client: QueryClient,
  request: { type: RequestType; code: string },
): Promise<void> {
  const invalidate = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['requests', request.type, 'detail', request.code] }),
      client.invalidateQueries({ queryKey: ['requests', request.type, 'page'] }),
    ]).then(() => undefined);
  for (const delay of FOLLOW_UPS_MS) setTimeout(() => void invalidate(), delay);
  return invalidate();
}
