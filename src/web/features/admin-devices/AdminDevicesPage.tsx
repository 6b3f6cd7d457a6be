import { Alert, Button, CloseButton, EmptyState, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminDevice, IssueDeviceResponse } from '../../../contract/api/devices';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { useT } from '../../i18n/useT';
import { adminDevicesQuery } from './api/adminDevicesQuery';
import { DevicesTable } from './DevicesTable';
import { EnrolmentCodeDialog } from './EnrolmentCodeDialog';
import { IssueDeviceDialog } from './IssueDeviceDialog';
import { ReissueEnrolmentDialog } from './ReissueEnrolmentDialog';
import { RevokeDeviceDialog } from './RevokeDeviceDialog';

/** Admins issue wallboard devices, hand each screen its one-time code, and revoke them. */
export function AdminDevicesPage() {
  const t = useT();
  useDocumentTitle(`${t('adminDevices.title')} · ${t('app.name')}`);
  const query = useQuery(adminDevicesQuery());
  const [issuing, setIssuing] = useState(false);
  const [reissuing, setReissuing] = useState<AdminDevice | null>(null);
  const [revoking, setRevoking] = useState<AdminDevice | null>(null);
  // The one-time code lives here only until its dialog closes; nothing else keeps it.
  const [issued, setIssued] = useState<IssueDeviceResponse | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const devices = query.data?.devices ?? [];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={2}>
          <Title order={2}>{t('adminDevices.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('adminDevices.intro')}
          </Text>
        </Stack>
        <Button
          onClick={() => {
            setNotice(null);
            setIssuing(true);
          }}
        >
          {t('adminDevices.issue.open')}
        </Button>
      </Group>

      <div role="status" aria-live="polite">
        {notice && (
          <Alert color="teal" variant="light">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text size="sm">{notice}</Text>
              <CloseButton size="sm" aria-label={t('adminUsers.dismiss')} onClick={() => setNotice(null)} />
            </Group>
          </Alert>
        )}
      </div>

      {query.isPending ? (
        <Stack gap="xs" aria-busy="true">
          <Text size="sm" role="status">
            {t('adminDevices.loading')}
          </Text>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} height={28} radius="sm" />
          ))}
        </Stack>
      ) : query.isError ? (
        <QueryErrorAlert
          title={t('adminDevices.error.load')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : devices.length === 0 ? (
        <EmptyState title={t('adminDevices.empty.title')} description={t('adminDevices.empty.body')} />
      ) : (
        <DevicesTable devices={devices} onReissue={setReissuing} onRevoke={setRevoking} />
      )}

      <IssueDeviceDialog
        opened={issuing}
        onClose={() => setIssuing(false)}
        onIssued={(answer) => {
          setIssuing(false);
          setIssued(answer);
        }}
      />
      <ReissueEnrolmentDialog
        device={reissuing}
        onClose={() => setReissuing(null)}
        onIssued={(answer) => {
          setReissuing(null);
          setIssued(answer);
        }}
      />
      <RevokeDeviceDialog
        device={revoking}
        onClose={() => setRevoking(null)}
        onRevoked={(device) => {
          setRevoking(null);
          setNotice(t('adminDevices.notice.revoked', { name: device.name }));
        }}
      />
      <EnrolmentCodeDialog
        issued={issued}
        onClose={() => {
          if (issued) setNotice(t('adminDevices.notice.issued', { name: issued.device.name }));
          setIssued(null);
        }}
      />
    </Stack>
  );
}
