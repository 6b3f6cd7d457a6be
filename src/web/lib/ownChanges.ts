import type { QueryClient } from '@tanstack/react-query';
import type { RequestType } from '../../contract/upstream/enums';

/**
 * The mutation key of a change of responsible made on this page. Live notices look for it in the
 * query client's mutation cache: events carry no actor, so this is how a page knows a hand-over it
 * hears about is its own.
 */
export const CHANGE_RESPONSIBLE_KEY = ['change-responsible'] as const;

/** How long after its own successful hand-over a page stays quiet about that request. */
const OWN_CHANGE_WINDOW_MS = 2 * 60_000;

interface RequestTarget {
  type?: unknown;
  code?: unknown;
}

/** Whether this page handed `type`/`code` over itself, successfully, in the last two minutes. */
export function handedOverHere(
  client: QueryClient,
  type: RequestType,
  code: string,
  now: number = Date.now(),
): boolean {
  return client
    .getMutationCache()
    .findAll({ mutationKey: CHANGE_RESPONSIBLE_KEY, status: 'success' })
    .some((mutation) => {
      const target = (mutation.state.variables ?? {}) as RequestTarget;
      return (
        target.type === type &&
        target.code === code &&
        now - mutation.state.submittedAt <= OWN_CHANGE_WINDOW_MS
      );
    });
}
