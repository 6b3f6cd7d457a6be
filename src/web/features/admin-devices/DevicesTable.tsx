import { Button, Group, Table, Text } from '@mantine/core';
import type { AdminDevice } from '../../../contract/api/devices';
import { DateTimeText } from '../../components/DateTimeText';
import { ListTable } from '../../components/ListTable';
import { useT } from '../../i18n/useT';
import { useNow } from '../../lib/useNow';
import { DeviceStateBadge } from './DeviceStateBadge';
import { effectiveDeviceState } from './effectiveDeviceState';

export interface DevicesTableProps {
  devices: readonly AdminDevice[];
  onReissue: (device: AdminDevice) => void;
  onRevoke: (device: AdminDevice) => void;
}

/** Every wallboard: its state, the moment that matters for that state, when it was last seen. */
export function DevicesTable({ devices, onReissue, onRevoke }: DevicesTableProps) {
  const t = useT();
  // Codes live 30 minutes; a state read at most 30 s late is close enough.
  const now = useNow(30_000);
  return (
    <ListTable
      caption={t('adminDevices.table.caption')}
      columns={[
        t('adminDevices.column.name'),
        t('adminDevices.column.state'),
        t('adminDevices.column.since'),
        t('adminDevices.column.lastSeen'),
      ]}
      lastColumn={t('adminDevices.column.actions')}
      striped
    >
      {devices.map((device) => {
        const state = effectiveDeviceState(device, now);
        return (
          <Table.Tr key={device.id}>
            <Table.Td>
              <Text size="sm" fw={500}>
                {device.name}
              </Text>
              <Text size="xs" c="dimmed">
                {t('adminDevices.issuedAt')} <DateTimeText value={device.createdAt} />
              </Text>
            </Table.Td>
            <Table.Td>
              <DeviceStateBadge state={state} />
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <StateMoment device={device} state={state} />
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {device.lastSeenAt ? (
                <DateTimeText value={device.lastSeenAt} />
              ) : (
                <Text span size="sm" c="dimmed">
                  {t('adminDevices.neverSeen')}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              {state !== 'revoked' && (
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={t('adminDevices.reissueFor', { name: device.name })}
                    onClick={() => onReissue(device)}
                  >
                    {t('adminDevices.reissue')}
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    color="red"
                    aria-label={t('adminDevices.revokeFor', { name: device.name })}
                    onClick={() => onRevoke(device)}
                  >
                    {t('adminDevices.revoke')}
                  </Button>
                </Group>
              )}
            </Table.Td>
          </Table.Tr>
        );
      })}
    </ListTable>
  );
}

/** The one date that matters in each state: until when the code works, when it enrolled, when it was revoked. */
function StateMoment({
  device,
  state,
}: {
  device: AdminDevice;
  state: ReturnType<typeof effectiveDeviceState>;
}) {
  const t = useT();
  const [label, value] =
    state === 'awaiting-enrolment'
      ? [t('adminDevices.moment.codeValidUntil'), device.enrolmentExpiresAt]
      : state === 'enrolment-expired'
        ? [t('adminDevices.moment.codeExpiredAt'), device.enrolmentExpiresAt]
        : state === 'enrolled'
          ? [t('adminDevices.moment.enrolledAt'), device.enrolledAt]
          : [t('adminDevices.moment.revokedAt'), device.revokedAt];
  return (
    <Text span size="sm">
      {label} <DateTimeText value={value} />
    </Text>
  );
}
