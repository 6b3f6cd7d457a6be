import type { GovernorPriority } from '../../contract/api/governorStatus';
import {
  type ListQuery,
  listRequestsPath,
  MAX_PAGE_LIMIT,
  type RequestRecord,
  type RequestType,
  type UnreadableField,
} from '../../contract/upstream/index';
import type { Clock } from '../clock';
import type { Governor } from '../governor/governor';
import { GovernorRefusal } from '../governor/governorRefusal';
import { UpstreamError, type UpstreamClient } from '../vendor/client/index';
import type { VendorCallEvent } from '../vendor/governed/createVendor';

export interface ListingRequest {
  type: RequestType;
  page: number;
  /** Never empty: an empty query is the change feed (docs/decisions/010-upstream-client.md). */
  query: ListQuery;
  priority: Extract<GovernorPriority, 'refresh' | 'webhook' | 'reconcile' | 'backfill'>;
  /** Default 50, the largest page the vendor serves. */
  pageLimit?: number;
  /** What the call is for, for the ledger (e.g. "backfill 2025-05"); never personal data. */
  why: string;
}

export interface ListingPage {
  records: RequestRecord[];
  totalItems?: number;
  unreadable: UnreadableField[];
  /** Painel's clock when the call was sent: the answer is at least this new. */
  sentAt: Date;
  pageLimit: number;
}

/** One governed listing call; refusals (GovernorRefusal) and vendor failures (UpstreamError) are thrown. */
export type ListPage = (request: ListingRequest) => Promise<ListingPage>;

export class VendorNotConfigured extends Error {
  override name = 'VendorNotConfigured';
  constructor() {
    super('No vendor is configured: the sync has nothing to read from.');
  }
}

/**
 * The sync's one way to read the vendor: a v2 listing page through the governor, with the
 * priority of the work it serves. The vendor module (src/bff/vendor) governs the writes; the
 * listing lives here because only the sync reads requests from the vendor.
 */
export function createVendorListing(options: {
  client: UpstreamClient | null;
  governor: Governor;
  clock: Clock;
  observe?: (event: VendorCallEvent) => void;
}): ListPage {
  const { client, governor, clock, observe } = options;
  return async (request) => {
    if (!client) throw new VendorNotConfigured();
    const pageLimit = request.pageLimit ?? MAX_PAGE_LIMIT;
    const label = `GET ${listRequestsPath('v2', { requestType: request.type, pageNumber: request.page, pageLimit })} (${request.why})`;
    let sentAt = new Date(clock.now());
    try {
      const result = await governor.run({ priority: request.priority, label }, (context) => {
        sentAt = new Date(clock.now());
        return client.listRequests(
          { requestType: request.type, pageNumber: request.page, pageLimit, query: request.query },
          context,
        );
      });
      observe?.({
        operation: 'listRequests',
        priority: request.priority,
        outcome: 'ok',
        unreadable: result.unreadable.length,
      });
      return {
        records: result.records,
        ...(result.totalItems === undefined ? {} : { totalItems: result.totalItems }),
        unreadable: result.unreadable,
        sentAt,
        pageLimit,
      };
    } catch (error) {
      observe?.({
        operation: 'listRequests',
        priority: request.priority,
        outcome:
          error instanceof GovernorRefusal
            ? error.reason === 'circuit-open'
              ? 'circuit-open'
              : 'refused'
            : error instanceof UpstreamError
              ? error.kind
              : 'error',
        unreadable: 0,
      });
      throw error;
    }
  };
}
