import type { Clock } from '../bff/clock';
import type { Sandbox } from '../sandbox/index';

/**
 * Painel's clock beside its embedded sandbox: the sandbox's, so a test or demo that moves the
 * sandbox's time moves Painel's too; but while the sandbox is still behind, playing its past
 * (ADR 051), Painel lives in the present the stretch leads to (wall time for a real clock), as its
 * people do: a session started meanwhile does not expire when the sandbox reaches the present, and
 * each change is dated by the vendor's time it carries, earlier than Painel's clock, as a late
 * webhook is. Never backwards, also at the moment the sandbox catches up.
 */
export function painelClockBeside(sandbox: Sandbox): Clock {
  let last = Number.NEGATIVE_INFINITY;
  return {
    now() {
      const at = sandbox.past.state === 'done' ? sandbox.clock.now() : sandbox.past.presentNow();
      last = Math.max(last, at);
      return last;
    },
  };
}
