import type { RequestType } from '../contract/upstream/index';

/** The changes a feed call returns: those with from < changeSeq <= to. */
export interface FeedWindow {
  from: number;
  to: number;
}

interface FeedCursor {
  /** Change sequence at the previous listing call of this token and type. */
  lastCallSeq?: number;
  /** The window the latest page-1 feed call opened, re-read by its later pages. */
  window?: FeedWindow;
}

/**
 * The spec's rule "a call without any query parameter returns only records created or changed
 * since the previous call", scoped per token and request type (v1 and v2 share it: same data).
 *
 * - Every listing call of that token and type with parameters counts as "the previous call":
 *   changes made before it are no longer in the next feed.
 * - A feed call for page 1 opens the window (previous call, now] and is itself the previous call
 *   for the next one.
 * - Feed calls for later pages re-read that same window and do not move the mark, so a feed longer
 *   than one page can be paged, and changes made while paging come in the next feed.
 * - The first listing call of a token and type has no previous call: its feed holds every request.
 */
export class ChangeFeed {
  private readonly cursors = new Map<string, FeedCursor>();

  /** Records a listing call; returns the window when it is a feed call. */
  onListing(token: string, type: RequestType, isFeed: boolean, pageNumber: number, currentSeq: number) {
    const key = `${type}\u0000${token}`;
    let cursor = this.cursors.get(key);
    if (!cursor) {
      cursor = {};
      this.cursors.set(key, cursor);
    }
    if (isFeed && pageNumber > 1 && cursor.window) return cursor.window;
    const from = cursor.lastCallSeq ?? -1;
    cursor.lastCallSeq = currentSeq;
    if (!isFeed) return undefined;
    cursor.window = { from, to: currentSeq };
    return cursor.window;
  }

  reset() {
    this.cursors.clear();
  }
}
