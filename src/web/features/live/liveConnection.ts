/**
 * Where the live event stream stands, as the indicator says it: opening, receiving, waiting to
 * try again (and until when), or paused because the browser is offline or cannot stream at all.
 */
export type LiveConnection =
  | { status: 'connecting' }
  | { status: 'live' }
  | {
      status: 'reconnecting';
      /** Epoch ms of the next attempt. */
      retryAt: number;
      /** The whole wait, as it was when it began (what a screen reader is told). */
      waitMs: number;
    }
  | { status: 'offline' };
