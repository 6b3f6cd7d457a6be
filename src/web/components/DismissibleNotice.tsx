import { Alert, CloseButton, Group, Text } from '@mantine/core';
import { useT } from '../i18n/useT';

export interface DismissibleNoticeProps {
  /** What the last change did; null shows nothing. */
  notice: string | null;
  onDismiss: () => void;
}

/**
 * What the last change did, said where the admin is looking. The live region is always there, so
 * screen readers announce each new notice.
 */
export function DismissibleNotice({ notice, onDismiss }: DismissibleNoticeProps) {
  const t = useT();
  return (
    <div role="status" aria-live="polite">
      {notice && (
        <Alert color="teal" variant="light">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text size="sm">{notice}</Text>
            <CloseButton size="sm" aria-label={t('adminUsers.dismiss')} onClick={onDismiss} />
          </Group>
        </Alert>
      )}
    </div>
  );
}
