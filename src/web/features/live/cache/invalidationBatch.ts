import { focusManager, hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';

export interface InvalidationBatch {
  /** Every query under `queryKey` is to be fetched again. */
  invalidate(queryKey: QueryKey): void;
  dispose(): void;
}

export interface InvalidationBatchOptions {
  /** How long the first event of a burst waits for the rest. */
  windowMs?: number;
  /** Whether the page is on screen (a hidden one only marks its queries stale). */
  isVisible?: () => boolean;
}

/**
 * Gathers the queries that live events made stale and invalidates each once per burst: fifty
 * changes in a second cost one refetch of the open board, not fifty. Only queries with an observer
 * refetch ('active'), and only while the page is visible: otherwise they are marked stale and
 * refetch when shown again (refetchOnWindowFocus). A burst that goes on while its refetches run
 * waits for them, so refetches never cancel one another; nor does one run under a pending
 * mutation, whose optimistic value a refetch of the older mirror would hide.
 */
export function createInvalidationBatch(
  client: QueryClient,
  { windowMs = 40, isVisible = () => focusManager.isFocused() }: InvalidationBatchOptions = {},
): InvalidationBatch {
  const pending = new Map<string, QueryKey>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let refetching = false;
  let disposed = false;

  const schedule = () => {
    if (!disposed && !refetching && timer === undefined && pending.size > 0) {
      timer = setTimeout(flush, windowMs);
    }
  };

  async function flush() {
    timer = undefined;
    if (client.isMutating() > 0) {
      schedule();
      return;
    }
    const keys = [...pending.values()];
    pending.clear();
    const refetchType = isVisible() ? 'active' : 'none';
    refetching = true;
    try {
      await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey, refetchType })));
    } finally {
      refetching = false;
      schedule();
    }
  }

  return {
    invalidate(queryKey) {
      pending.set(hashKey(queryKey), queryKey);
      schedule();
    },
    dispose() {
      disposed = true;
      clearTimeout(timer);
      timer = undefined;
      pending.clear();
    },
  };
}
