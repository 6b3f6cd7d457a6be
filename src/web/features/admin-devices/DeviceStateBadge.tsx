import { Badge } from '@mantine/core';
import type { DeviceState } from '../../../contract/api/devices';
import { useT } from '../../i18n/useT';

const colors: Record<DeviceState, string> = {
  'awaiting-enrolment': 'blue',
  'enrolment-expired': 'yellow',
  enrolled: 'teal',
  revoked: 'gray',
};

/** Where a wallboard is in its life, in words (the colour only repeats them). */
export function DeviceStateBadge({ state }: { state: DeviceState }) {
  const t = useT();
  const label: Record<DeviceState, string> = {
    'awaiting-enrolment': t('adminDevices.state.awaiting'),
    'enrolment-expired': t('adminDevices.state.expired'),
    enrolled: t('adminDevices.state.enrolled'),
    revoked: t('adminDevices.state.revoked'),
  };
  return (
    <Badge size="sm" variant="light" color={colors[state]} miw="max-content">
      {label[state]}
    </Badge>
  );
}
