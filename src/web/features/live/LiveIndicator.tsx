import { Box, Group, Text, VisuallyHidden } from '@mantine/core';
import { useT } from '../../i18n/useT';
import { useNow } from '../../lib/useNow';
import type { LiveConnection } from './liveConnection';

const DOT_COLORS: Record<LiveConnection['status'], string> = {
  connecting: 'var(--mantine-color-yellow-6)',
  live: 'var(--mantine-color-green-6)',
  reconnecting: 'var(--mantine-color-orange-6)',
  offline: 'var(--mantine-color-gray-6)',
};

function secondsUntil(at: number, now: number): number {
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** The visible countdown; it ticks every second, so it is kept out of the live region. */
function Countdown({ retryAt }: { retryAt: number }) {
  const t = useT();
  const seconds = secondsUntil(retryAt, useNow(1000));
  return <>{seconds > 0 ? t('live.status.reconnecting', { seconds }) : t('live.status.reconnectingNow')}</>;
}

/**
 * Whether the screens are being kept up to date: live, reconnecting in N s, or offline. A polite
 * status region announces each change of state once, with the wait as it was then; the visible
 * countdown is hidden from it, so a screen reader is not read a number every second.
 */
export function LiveIndicator({ connection }: { connection: LiveConnection }) {
  const t = useT();
  // Fixed when the state changes: what the region announces, and the hidden text it keeps.
  const announcement =
    connection.status === 'reconnecting'
      ? t('live.announce.reconnecting', { seconds: Math.ceil(connection.waitMs / 1000) })
      : t(`live.announce.${connection.status}`);

  return (
    <Group gap={6} wrap="nowrap" role="status" aria-live="polite" aria-atomic="true">
      <Box
        aria-hidden="true"
        w={10}
        h={10}
        style={{ borderRadius: '50%', flex: 'none', background: DOT_COLORS[connection.status] }}
      />
      <Text size="xs" aria-hidden="true" visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
        {connection.status === 'reconnecting' ? (
          <Countdown retryAt={connection.retryAt} />
        ) : (
          t(`live.status.${connection.status}`)
        )}
      </Text>
      <VisuallyHidden>{announcement}</VisuallyHidden>
    </Group>
  );
}
