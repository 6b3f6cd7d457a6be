import { useEffect, useRef } from 'react';

/**
 * After this long on screen a wall reloads itself, at a moment the server answers: it picks up a
 * new version of Painel and starts afresh, with nobody there to press F5.
 */
export const RELOAD_AFTER_MS = 24 * 60 * 60 * 1000;
const CHECK_EVERY_MS = 60_000;

/** Reloads once the page is older than RELOAD_AFTER_MS and its last read was `healthy`. */
export function useDailyReload(healthy: boolean, reload: () => void): void {
  const latest = useRef({ healthy, reload });
  useEffect(() => {
    latest.current = { healthy, reload };
  });
  useEffect(() => {
    const startedAt = Date.now();
    const timer = setInterval(() => {
      // Not while the server is away: the reloaded page would not come back.
      if (latest.current.healthy && Date.now() - startedAt > RELOAD_AFTER_MS) latest.current.reload();
    }, CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, []);
}
