import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/useT';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** What will happen, said plainly enough to decide on. */
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  pending?: boolean;
  /** Why the last attempt failed; the dialog stays open so the admin can retry or cancel. */
  error?: string | null;
  /** Red for what cannot be undone or signs people out. */
  destructive?: boolean;
}

/**
 * Asks before a change that signs people out or cannot be undone. Cancel is the first button and
 * Escape closes, so a stray Enter on the page never confirms.
 */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
  pending = false,
  error = null,
  destructive = true,
}: ConfirmDialogProps) {
  const t = useT();
  return (
    <Modal
      opened={opened}
      onClose={pending ? () => {} : onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('adminUsers.close') }}
    >
      <Stack>
        {children}
        {error && (
          <Alert color="red" role="alert" title={t('adminUsers.failed')}>
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('adminUsers.cancel')}
          </Button>
          <Button color={destructive ? 'red' : undefined} onClick={onConfirm} loading={pending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
