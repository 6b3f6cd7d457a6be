import type { LiveNotice } from './liveNotice';

export interface NoticeGrouper {
  push(notice: LiveNotice): void;
  dispose(): void;
}

const sameRequest = (a: LiveNotice, b: LiveNotice) =>
  a.kind !== 'circuit' && b.kind !== 'circuit' && a.type === b.type && a.code === b.code;

/**
 * Gathers the notices about requests that arrive within `windowMs` of the first into one showing,
 * the latest notice per request kept, so that a burst (a reconcile touching twenty of a person's
 * requests) is one notification, not twenty. The circuit opening is shown at once, alone.
 */
export function createNoticeGrouper(show: (notices: LiveNotice[]) => void, windowMs = 3_000): NoticeGrouper {
  let pending: LiveNotice[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    timer = undefined;
    const due = pending;
    pending = [];
    if (due.length > 0) show(due);
  };

  return {
    push(notice) {
      if (notice.kind === 'circuit') {
        show([notice]);
        return;
      }
      pending = [...pending.filter((each) => !sameRequest(each, notice)), notice];
      timer ??= setTimeout(flush, windowMs);
    },
    dispose() {
      clearTimeout(timer);
      timer = undefined;
      pending = [];
    },
  };
}
