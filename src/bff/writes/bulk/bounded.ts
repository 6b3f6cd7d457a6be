/** A wait of the bulk runner that did not end within its bound. */
export class BoundedWaitTimeout extends Error {
  override name = 'BoundedWaitTimeout';
}

/**
 * Waits for `promise` at most `ms` of wall time. Every wait of the bulk runner goes through here:
 * a job once stalled at "2 de 7" for good on a wait that never ended (ADR 075), so a wait that
 * outlives its bound now rejects, and the item is tried again later, the idempotency store
 * deciding whether anything is left to send.
 */
export function bounded<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new BoundedWaitTimeout(`${what} did not end within ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
