import { useEffect } from 'react';

/**
 * Keeps the screen from sleeping while the wall screen shows, where the browser offers the Screen
 * Wake Lock API. The browser releases the lock whenever the page is hidden, so it is asked for
 * again each time the page is visible. Refusals (no support, battery saver) are not errors here.
 */
export function useWakeLock(): void {
  useEffect(() => {
    const wakeLock = navigator.wakeLock;
    if (!wakeLock) return;
    let sentinel: WakeLockSentinel | null = null;
    let active = true;
    const acquire = () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      wakeLock.request('screen').then(
        (granted) => {
          if (active) sentinel = granted;
          else void granted.release();
        },
        () => undefined,
      );
    };
    acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', acquire);
      void sentinel?.release().catch(() => undefined);
    };
  }, []);
}
