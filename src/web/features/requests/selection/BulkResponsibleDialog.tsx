import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { BulkSelection } from '../../../../contract/api/bulk';
import { useLocale } from '../../../i18n/useLocale';
import { useT } from '../../../i18n/useT';
import { formatDateTime } from '../../../lib/format/formatDate';
import { CollaboratorAutocomplete } from '../../../components/CollaboratorAutocomplete';
import { bulkPreviewQuery, startBulkResponsible } from '../api/bulkResponsible';

export interface BulkResponsibleDialogProps {
  opened: boolean;
  selection: BulkSelection;
  onClose: () => void;
  /** After the job started: the list clears its selection. */
  onStarted: () => void;
}

const looksLikeEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim());

/**
 * "Trocar responsável" on a selection: the new responsible picked by name, then in plain words
 * how many requests change, how many already are theirs, and what it costs at the vendor's pace
 * (POST /api/bulk/responsible/preview) before anything is sent.
 */
export function BulkResponsibleDialog({ opened, selection, onClose, onStarted }: BulkResponsibleDialogProps) {
  const t = useT();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const ready = looksLikeEmail(email);
  const preview = useQuery({ ...bulkPreviewQuery(selection, email), enabled: opened && ready });
  const start = useMutation({
    mutationFn: () => startBulkResponsible(selection, email),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['bulk-jobs'] });
      notifications.show({ message: t('bulk.dialog.started'), color: 'teal' });
      onStarted();
      onClose();
    },
  });
  const at = (iso: string) => formatDateTime(iso, locale);
  const p = preview.data;
  const order = selection.type === 'order';

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(order ? 'bulk.dialog.title' : 'bulk.dialog.titleBudget')}
      size="lg"
    >
      <Stack gap="md">
        <CollaboratorAutocomplete
          label={t('bulk.dialog.email')}
          description={t('bulk.dialog.emailHint')}
          value={email}
          onChange={setEmail}
          enabled={opened}
          data-autofocus
        />
        {ready && preview.isPending && (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">{t('bulk.dialog.loading')}</Text>
          </Group>
        )}
        {preview.isError && (
          <Alert color="red">{t('bulk.dialog.failed', { reason: preview.error.message })}</Alert>
        )}
        {p && (
          <Stack gap={4} aria-live="polite" data-testid="bulk-preview">
            {p.changing === 0 ? (
              <Text>{t(order ? 'bulk.dialog.nothing' : 'bulk.dialog.nothingBudget')}</Text>
            ) : (
              <Text fw={600}>
                {t(order ? 'bulk.dialog.change' : 'bulk.dialog.changeBudget', {
                  count: p.changing,
                  name: p.targetName,
                })}
              </Text>
            )}
            <Text>{t('bulk.dialog.skipped', { count: p.alreadyResponsible, name: p.targetName })}</Text>
            {p.changing > 0 && (
              <Text>
                {p.restFrom === null
                  ? t('bulk.dialog.costAll', { calls: p.calls, end: at(p.expectedEnd) })
                  : t('bulk.dialog.costSplit', {
                      calls: p.calls,
                      fit: p.fitNow,
                      from: at(p.restFrom),
                      end: at(p.expectedEnd),
                    })}
              </Text>
            )}
          </Stack>
        )}
        {start.isError && (
          <Alert color="red">{t('bulk.dialog.failed', { reason: start.error.message })}</Alert>
        )}
        <Group justify="flex-end" wrap="wrap">
          <Button variant="default" onClick={onClose}>
            {t('bulk.dialog.cancel')}
          </Button>
          <Button onClick={() => start.mutate()} loading={start.isPending} disabled={!p || p.changing === 0}>
            {t('bulk.dialog.start')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
