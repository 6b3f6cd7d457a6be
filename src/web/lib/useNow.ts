import { useSyncExternalStore } from 'react';

interface Clock {
  now: number;
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => number;
}

// One timer per interval for the whole page, however many "12 s ago" texts are showing.
const clocks = new Map<number, Clock>();

function createClock(intervalMs: number): Clock {
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setInterval> | undefined;
  const clock: Clock = {
    now: Date.now(),
    subscribe(listener) {
      listeners.add(listener);
      if (timer === undefined) {
        // The clock slept while nobody watched; React re-reads the snapshot after subscribing.
        clock.now = Date.now();
        timer = setInterval(() => {
          clock.now = Date.now();
          for (const notify of listeners) notify();
        }, intervalMs);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          clearInterval(timer);
          timer = undefined;
        }
      };
    },
    getSnapshot: () => clock.now,
  };
  return clock;
}

/** The current time in ms, re-rendering the caller every `intervalMs` while it is mounted. */
export function useNow(intervalMs = 1000): number {
  let clock = clocks.get(intervalMs);
  if (!clock) {
    clock = createClock(intervalMs);
    clocks.set(intervalMs, clock);
  }
  return useSyncExternalStore(clock.subscribe, clock.getSnapshot);
}
