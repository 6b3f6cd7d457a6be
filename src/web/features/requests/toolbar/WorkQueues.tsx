import { Button, Group } from '@mantine/core';
import { IconHourglassHigh, IconProgress, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { RequestType } from '../../../../contract/upstream/enums';
import { useT } from '../../../i18n/useT';
import { withFilter, type RequestsSearch, type SearchUpdate } from '../requestsSearch';

export interface WorkQueuesProps {
  type: RequestType;
  search: RequestsSearch;
  onSearchChange: (update: SearchUpdate) => void;
  /** On a phone the three fit one line: without their icons, in smaller type with less room around. */
  compact?: boolean;
}

type QueueKey = 'mine' | 'open' | 'stalled';

/**
 * One click for the lists people work from: their own requests (they are the responsible), the
 * ones in progress (not in a final status, ADR 047) and the stalled ones (longer in their status
 * than its threshold, always also in progress). Each is a toggle over the filter, and they combine.
 */
export function WorkQueues({ type, search, onSearchChange, compact = false }: WorkQueuesProps) {
  const t = useT();
  const toggle = (key: QueueKey) =>
    onSearchChange((current) => withFilter(current, key, current[key] === true ? undefined : true));
  const queue = (key: QueueKey, label: string, icon: ReactNode, color?: string) => {
    const on = search[key] === true;
    return (
      <Button
        size="sm"
        radius="xl"
        variant={on ? 'filled' : 'default'}
        color={on ? color : undefined}
        aria-pressed={on}
        leftSection={compact ? undefined : icon}
        px={compact ? 12 : undefined}
        fz={compact ? 'xs' : undefined}
        onClick={() => toggle(key)}
      >
        {label}
      </Button>
    );
  };
  return (
    <Group gap={6} role="group" aria-label={t('requests.queue.label')} wrap="wrap">
      {queue(
        'mine',
        type === 'order' ? t('requests.queue.mine') : t('requests.queue.mineBudget'),
        <IconUser size={16} aria-hidden="true" />,
      )}
      {queue('open', t('requests.queue.open'), <IconProgress size={16} aria-hidden="true" />, 'teal')}
      {queue(
        'stalled',
        t('requests.queue.stalled'),
        <IconHourglassHigh size={16} aria-hidden="true" />,
        'orange',
      )}
    </Group>
  );
}
