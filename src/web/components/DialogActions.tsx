import { Alert, Button, Group } from '@mantine/core';
import { useT } from '../i18n/useT';

export interface DialogActionsProps {
  /** Why the last attempt failed; the dialog stays open so the admin can retry or cancel. */
  error: string | null;
  /** The failure's heading; a plain "failed" unless the dialog says more. */
  errorTitle?: string;
  pending: boolean;
  onCancel: () => void;
  confirmLabel: string;
  /** Absent inside a form: the confirm button then submits it. */
  onConfirm?: () => void;
  /** Red for what cannot be undone or signs people out. */
  destructive?: boolean;
}

/**
 * The end of an admin dialog: why the last try failed, then Cancel and the action. Cancel comes
 * first and both wait while the change is on its way, so it is neither sent twice nor abandoned
 * half-way.
 */
export function DialogActions({
  error,
  errorTitle,
  pending,
  onCancel,
  confirmLabel,
  onConfirm,
  destructive = false,
}: DialogActionsProps) {
  const t = useT();
  return (
    <>
      {error && (
        <Alert color="red" role="alert" title={errorTitle ?? t('adminUsers.failed')}>
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={pending}>
          {t('adminUsers.cancel')}
        </Button>
        <Button
          type={onConfirm ? 'button' : 'submit'}
          color={destructive ? 'red' : undefined}
          onClick={onConfirm}
          loading={pending}
        >
          {confirmLabel}
        </Button>
      </Group>
    </>
  );
}
