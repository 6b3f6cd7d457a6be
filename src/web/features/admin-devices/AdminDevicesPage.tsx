import { Button, EmptyState, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminDevice, IssueDeviceResponse } from '../../../contract/api/devices';
import { LoadingRows } from '../../components/LoadingRows';
import { PageHeader } from '../../components/PageHeader';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { useT } from '../../i18n/useT';
import { DismissibleNotice } from '../../components/DismissibleNotice';
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
      <PageHeader
        title={t('adminDevices.title')}
        intro={t('adminDevices.intro')}
        action={
          <Button
            onClick={() => {
              setNotice(null);
              setIssuing(true);
            }}
          >
            {t('adminDevices.issue.open')}
          </Button>
        }
      />

      <DismissibleNotice notice={notice} onDismiss={() => setNotice(null)} />

      {query.isPending ? (
        <LoadingRows label={t('adminDevices.loading')} rows={3} />
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
