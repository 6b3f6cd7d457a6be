import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { AdminDialog } from './AdminDialog';
import { DialogActions } from './DialogActions';

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
  return (
    <AdminDialog opened={opened} onClose={pending ? () => {} : onClose} title={title}>
      <Stack>
        {children}
        <DialogActions
          error={error}
          pending={pending}
          onCancel={onClose}
          confirmLabel={confirmLabel}
          onConfirm={onConfirm}
          destructive={destructive}
        />
      </Stack>
    </AdminDialog>
  );
}
