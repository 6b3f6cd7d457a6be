import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';

export interface Invalidate {
  /** `exact`: only this query (a page or a board); otherwise every query under the key. */
  (queryKey: QueryKey, options?: { exact?: boolean }): void;
}

export interface InvalidationBatch {
  invalidate: Invalidate;
  /** Invalidates what was collected now. */
  flush(): void;
  dispose(): void;
}

/**
 * Collects the queries events made stale and invalidates each once per short window: a burst of
 * fifty changes costs one refetch of the open page, not fifty. Only queries on screen refetch
 * ('active'); the others are marked stale and refetch when shown again.
 */
export function createInvalidationBatch(client: QueryClient, delayMs = 300): InvalidationBatch {
  const pending = new Map<string, { queryKey: QueryKey; exact: boolean }>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const due = [...pending.values()];
    pending.clear();
    for (const { queryKey, exact } of due) {
      void client.invalidateQueries({ queryKey, exact, refetchType: 'active' });
    }
  };

  return {
    invalidate(queryKey, options = {}) {
      const exact = options.exact ?? false;
      pending.set(`${exact ? '=' : '^'}${hashKey(queryKey)}`, { queryKey, exact });
      timer ??= setTimeout(flush, delayMs);
    },
    flush,
    dispose() {
      clearTimeout(timer);
      timer = undefined;
      pending.clear();
    },
  };
}
