import type { VersionedHistoryEntry } from '../../contract/api/requests';

/**
 * The version of a request the drawer shows, and its history (versioned) as shown now: the forms
 * opened from the drawer write on that version (ADR 035).
 */
export interface RequestRevision {
  version: number;
  history: readonly VersionedHistoryEntry[];
}
