import { Modal, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../i18n/useT';

export interface AdminDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: ModalProps['size'];
  children: ReactNode;
}

/** The frame of every admin dialog: centred, titled, with a close button that says what it does. */
export function AdminDialog({ opened, onClose, title, size, children }: AdminDialogProps) {
  const t = useT();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      size={size}
      closeButtonProps={{ 'aria-label': t('adminUsers.close') }}
    >
      {children}
    </Modal>
  );
}
