import { Button, Group } from '@mantine/core';
import { IconHourglassHigh, IconUser } from '@tabler/icons-react';
import type { RequestType } from '../../../../contract/upstream/enums';
import { useT } from '../../../i18n/useT';
import { withFilter, type RequestsSearch, type SearchUpdate } from '../requestsSearch';

export interface WorkQueuesProps {
  type: RequestType;
  search: RequestsSearch;
  onSearchChange: (update: SearchUpdate) => void;
}

/**
 * One click for the lists people work from: their own requests (they are the responsible) and
 * the stalled ones (longer in their status than its threshold). Each is a toggle over the filter.
 */
export function WorkQueues({ type, search, onSearchChange }: WorkQueuesProps) {
  const t = useT();
  const toggle = (key: 'mine' | 'stalled') =>
    onSearchChange((current) => withFilter(current, key, current[key] === true ? undefined : true));
  const mine = search.mine === true;
  const stalled = search.stalled === true;
  return (
    <Group gap={6} role="group" aria-label={t('requests.queue.label')} wrap="nowrap">
      <Button
        size="sm"
        radius="xl"
        variant={mine ? 'filled' : 'default'}
        aria-pressed={mine}
        leftSection={<IconUser size={16} aria-hidden="true" />}
        onClick={() => toggle('mine')}
      >
        {type === 'order' ? t('requests.queue.mine') : t('requests.queue.mineBudget')}
      </Button>
      <Button
        size="sm"
        radius="xl"
        variant={stalled ? 'filled' : 'default'}
        color={stalled ? 'orange' : undefined}
        aria-pressed={stalled}
        leftSection={<IconHourglassHigh size={16} aria-hidden="true" />}
        onClick={() => toggle('stalled')}
      >
        {t('requests.queue.stalled')}
      </Button>
    </Group>
  );
}
