import { Button, Group, Table, Text } from '@mantine/core';
import type { AdminDevice } from '../../../contract/api/devices';
import { CaptionedRowList } from '../../components/CaptionedRowList';
import { DateTimeText } from '../../components/DateTimeText';
import { ListTable } from '../../components/ListTable';
import rowList from '../../components/RowList.module.css';
import { useT } from '../../i18n/useT';
import { useNow } from '../../lib/useNow';
import { usePhoneLayout } from '../../lib/usePhoneLayout';
import classes from './DevicesTable.module.css';
import { DeviceStateBadge } from './DeviceStateBadge';
import { effectiveDeviceState } from './effectiveDeviceState';

export interface DevicesTableProps {
  devices: readonly AdminDevice[];
  onReissue: (device: AdminDevice) => void;
  onRevoke: (device: AdminDevice) => void;
}

/**
 * Every wallboard: its state, the moment that matters for that state, when it was last seen. On a
 * phone, a list of labelled rows with the actions under each.
 */
export function DevicesTable({ devices, onReissue, onRevoke }: DevicesTableProps) {
  const t = useT();
  const phone = usePhoneLayout();
  // Codes live 30 minutes; a state read at most 30 s late is close enough.
  const now = useNow(30_000);
  if (phone) {
    return (
      <CaptionedRowList caption={t('adminDevices.table.caption')}>
        {devices.map((device) => {
          const state = effectiveDeviceState(device, now);
          return (
            <li key={device.id} className={rowList.item}>
              <div className={rowList.name}>{device.name}</div>
              <Text size="xs" c="dimmed">
                {t('adminDevices.issuedAt')} <DateTimeText value={device.createdAt} />
              </Text>
              <dl className={`${rowList.fields} ${classes.fields}`}>
                <div className={rowList.field}>
                  <dt className={rowList.label}>{t('adminDevices.column.state')}</dt>
                  <dd>
                    <DeviceStateBadge state={state} />
                  </dd>
                </div>
                <div className={rowList.field}>
                  <dt className={rowList.label}>{t('adminDevices.column.lastSeen')}</dt>
                  <dd>
                    <LastSeen device={device} />
                  </dd>
                </div>
                <div className={`${rowList.field} ${classes.whole}`}>
                  <dt className={rowList.label}>{t('adminDevices.column.since')}</dt>
                  <dd>
                    <StateMoment device={device} state={state} />
                  </dd>
                </div>
              </dl>
              {state !== 'revoked' && (
                <DeviceActions device={device} onReissue={onReissue} onRevoke={onRevoke} />
              )}
            </li>
          );
        })}
      </CaptionedRowList>
    );
  }
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
              <LastSeen device={device} />
            </Table.Td>
            <Table.Td>
              {state !== 'revoked' && (
                <DeviceActions device={device} onReissue={onReissue} onRevoke={onRevoke} />
              )}
            </Table.Td>
          </Table.Tr>
        );
      })}
    </ListTable>
  );
}

function LastSeen({ device }: { device: AdminDevice }) {
  const t = useT();
  return device.lastSeenAt ? (
    <DateTimeText value={device.lastSeenAt} />
  ) : (
    <Text span size="sm" c="dimmed">
      {t('adminDevices.neverSeen')}
    </Text>
  );
}

/** A new code, or revoking the device for good. */
function DeviceActions({
  device,
  onReissue,
  onRevoke,
}: { device: AdminDevice } & Omit<DevicesTableProps, 'devices'>) {
  const t = useT();
  return (
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
