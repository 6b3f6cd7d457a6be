import { getTableName } from 'drizzle-orm';
import {
  liveEvents,
  mirrorRequests,
  mirrorStatusTotals,
  requestHistory,
  requestStatusStays,
  syncRefreshQueue,
  syncState,
  upstreamCalls,
  webhookInbox,
} from '../schema';

/**
 * The tables the sync and the governor change all day: the mirror and what its transaction keeps
 * (totals, history, stays), the sync's queue and state, the inbox, the live events and the call
 * ledger (the last three also pruned). The others change at a person's pace.
 */
export const CHURNING_TABLES: readonly string[] = [
  mirrorRequests,
  mirrorStatusTotals,
  requestHistory,
  requestStatusStays,
  syncRefreshQueue,
  syncState,
  webhookInbox,
  liveEvents,
  upstreamCalls,
].map((table) => getTableName(table));
