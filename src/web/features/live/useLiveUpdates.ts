import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { GovernorStatus } from '../../../contract/api/governorStatus';
import { useT } from '../../i18n/useT';
import { sessionQuery } from '../../lib/session/sessionQuery';
import { applyLiveEvent, GOVERNOR_KEY } from './cache/applyLiveEvent';
import { createInvalidationBatch } from './cache/invalidationBatch';
import type { LiveConnection } from './liveConnection';
import { connectLiveStream } from './liveStream';
import { type NoticeContext, noticeFor } from './notices/liveNotice';
import { createNoticeGrouper } from './notices/noticeGrouper';
import { showNotices } from './notices/showNotices';

export interface LiveUpdatesOptions {
  /**
   * Notify the signed-in person of what concerns them (default true). A wall screen passes
   * false: nobody sits at it, and its session is a device's anyway.
   */
  notify?: boolean;
}

/**
 * Keeps every cached answer of the page up to date from the live event stream (what an event
 * touches is refetched from the mirror, in batches) and notifies the signed-in person of what
 * concerns them. Returns the connection's state for a LiveIndicator. Mount it once per
 * page tree: the shell does for signed-in pages, a wall screen outside the shell does its own.
 */
export function useLiveUpdates({ notify = true }: LiveUpdatesOptions = {}): LiveConnection {
  const client = useQueryClient();
  const [connection, setConnection] = useState<LiveConnection>({ status: 'connecting' });
  const { data: session } = useQuery(sessionQuery());
  const t = useT();

  // Read at each event rather than reconnecting when they change (a language switch, a new session).
  const latest = useRef({ me: null as NoticeContext['me'], notify, t });
  useEffect(() => {
    latest.current = { me: session?.kind === 'user' ? session.user : null, notify, t };
  });

  useEffect(() => {
    const batch = createInvalidationBatch(client);
    const grouper = createNoticeGrouper((notices) => showNotices(notices, latest.current.t));
    const stream = connectLiveStream({
      onConnection: setConnection,
      onGap: () => void client.invalidateQueries({ refetchType: 'active' }),
      onEvent: (event) => {
        const circuitWas = client.getQueryData<GovernorStatus>(GOVERNOR_KEY)?.circuit?.state;
        applyLiveEvent(client, event, batch);
        const { me, notify: notifying } = latest.current;
        if (!notifying) return;
        const notice = noticeFor(event, { me, circuitWas });
        if (notice) grouper.push(notice);
      },
    });
    return () => {
      stream.close();
      batch.dispose();
      grouper.dispose();
    };
  }, [client]);

  return connection;
}
