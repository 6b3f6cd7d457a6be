import type { ChangeActor } from '../../contract/api/changeActor';
import { WRITE_PROBLEM_CODES } from '../../contract/api/problemCodes';
import type { VersionedHistoryEntry } from '../../contract/api/requests';
import { staleWriteProblem, type StaleWriteProblem } from '../../contract/api/staleWrite';
import { ApiError } from './fetchJson';

/** The 409 of a write whose request changed after its form was opened (ADR 035), or null. */
export function staleWriteOf(error: unknown): StaleWriteProblem | null {
  if (!(error instanceof ApiError) || error.code !== WRITE_PROBLEM_CODES.requestChanged) return null;
  const parsed = staleWriteProblem.safeParse(error.problem);
  return parsed.success ? parsed.data : null;
}

function isMine(actor: ChangeActor, meId: string | null): boolean {
  return meId !== null && actor.kind === 'person' && actor.id === meId;
}

/**
 * What the open request's history shows after the version a form was opened on, oldest first,
 * leaving out the person's own changes: the server does not count those either (ADR 035).
 */
export function changesSince(
  history: readonly VersionedHistoryEntry[],
  baseVersion: number,
  meId: string | null,
): VersionedHistoryEntry[] {
  return history
    .filter((entry) => entry.version > baseVersion && !isMine(entry.actor, meId))
    .sort((a, b) => a.version - b.version);
}
