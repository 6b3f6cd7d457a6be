import { z } from 'zod';
import { problemDocument } from './problem';
import { requestVersion, versionedHistoryEntry } from './requests';

/**
 * The 409 a write gets when its request changed in the mirror after the form was opened: nothing
 * was sent to the vendor. `changes` are the history entries after `baseVersion`, oldest first,
 * each with when, through what and by whom, and every field as before and after
 * (docs/decisions/035-no-silent-overwrite.md).
 */
export const staleWriteProblem = problemDocument.extend({
  baseVersion: requestVersion,
  currentVersion: requestVersion,
  changes: z.array(versionedHistoryEntry),
});
export type StaleWriteProblem = z.infer<typeof staleWriteProblem>;
