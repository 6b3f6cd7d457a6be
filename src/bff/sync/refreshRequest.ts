import { and, eq } from 'drizzle-orm';
import type { HistorySource } from '../../contract/api/requests';
import type { RequestType } from '../../contract/upstream/enums';
import type { Database } from '../db/database';
import type { ActingPerson } from '../db/schema/history';
import { mirrorRequests } from '../db/schema/mirror';
import type { ApplyObservation } from '../webhooks/inbox/processInbox';
import type { Observation, ObservationResult } from '../mirror/apply/applyObservation';
import { listedObservations } from './listedObservations';
import type { ListingRequest, ListPage } from './vendorListing';

export interface RefreshTarget {
  type: RequestType;
  code: string;
  priority: ListingRequest['priority'];
  source: Extract<HistorySource, 'refresh' | 'write'>;
  /** Whose write the refresh follows (source `write`). */
  person?: ActingPerson | null;
}

export interface RefreshOutcome {
  /** Where the vendor listed it: among the live requests, the removed ones, or nowhere. */
  found: 'live' | 'removed' | 'nowhere';
  result: ObservationResult | null;
  /** When the call that found it (or the first call) was sent. */
  sentAt: Date;
  calls: number;
}

export interface RefreshDeps {
  db: Database;
  list: ListPage;
  apply: ApplyObservation;
  onApplied?: (result: ObservationResult, observation: Observation) => void;
}

/** The code filter is a substring match; a handful of pages always reaches an exact match. */
const MAX_PAGES = 5;

/**
 * Reads one request again and applies it. The vendor has no "get by code": the listing filtered
 * by `code` (a substring) is paged until the exact code turns up, among the live requests first
 * and then among the removed ones (or the other way round when the mirror holds it as removed),
 * which is also how a removal without a webhook is seen.
 */
export async function refreshRequest(deps: RefreshDeps, target: RefreshTarget): Promise<RefreshOutcome> {
  const [stored] = await deps.db
    .select({ removed: mirrorRequests.removed })
    .from(mirrorRequests)
    .where(and(eq(mirrorRequests.type, target.type), eq(mirrorRequests.code, target.code)));
  const order: Array<'live' | 'removed'> = stored?.removed ? ['removed', 'live'] : ['live', 'removed'];
  let calls = 0;
  let firstSentAt: Date | null = null;
  for (const where of order) {
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const listed = await deps.list({
        type: target.type,
        page,
        query: where === 'removed' ? { code: target.code, removed: true } : { code: target.code },
        priority: target.priority,
        why: `refresh of one ${target.type}`,
      });
      calls += 1;
      firstSentAt ??= listed.sentAt;
      const { observations } = listedObservations(listed, {
        type: target.type,
        source: target.source,
        person: target.person,
        removed: where === 'removed',
      });
      const match = observations.find((observation) => observation.code === target.code);
      if (match) {
        const result = await deps.apply(deps.db, match);
        deps.onApplied?.(result, match);
        return { found: where, result, sentAt: listed.sentAt, calls };
      }
      if (listed.records.length < listed.pageLimit) break;
    }
  }
  return { found: 'nowhere', result: null, sentAt: firstSentAt ?? new Date(0), calls };
}
