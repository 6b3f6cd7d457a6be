import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { IssueDeviceResponse } from '../../../contract/api/devices';
import { useLocale } from '../../i18n/useLocale';
import { useT } from '../../i18n/useT';
import { formatDateTime } from '../../lib/format/formatDate';
import { CopyField } from './CopyField';

export interface EnrolmentCodeDialogProps {
  /** The answer to issuing (or re-issuing) a device; null closes the dialog and forgets the code. */
  issued: IssueDeviceResponse | null;
  onClose: () => void;
}

/**
 * The one time the enrolment link and code are visible: the server keeps only the code's hash.
 * The link is plain text to copy, not a link to follow, because opening it here would enrol this
 * browser, the admin's, as the wallboard.
 */
export function EnrolmentCodeDialog({ issued, onClose }: EnrolmentCodeDialogProps) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <Modal
      opened={issued !== null}
      onClose={onClose}
      title={issued ? t('adminDevices.code.title', { name: issued.device.name }) : ''}
      centered
      closeButtonProps={{ 'aria-label': t('adminUsers.close') }}
      size="lg"
      // A stray click outside must not throw away a code that cannot be shown again.
      closeOnClickOutside={false}
    >
      {issued && (
        <Stack>
          <Alert color="yellow" variant="light" title={t('adminDevices.code.onceTitle')}>
            {t('adminDevices.code.onceBody')}
          </Alert>
          <Text size="sm">{t('adminDevices.code.howTo')}</Text>
          <CopyField label={t('adminDevices.code.url')} value={issued.enrolment.url} />
          <CopyField
            label={t('adminDevices.code.code')}
            description={t('adminDevices.code.codeHint')}
            value={issued.enrolment.code}
          />
          <Text size="sm" fw={500}>
            {t('adminDevices.code.expires', { time: formatDateTime(issued.enrolment.expiresAt, locale) })}
          </Text>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('adminDevices.code.done')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
