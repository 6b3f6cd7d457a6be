import '@mantine/dropzone/styles.css';
import { Alert, Button, CloseButton, Group, List, Progress, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useId, useRef } from 'react';
import { DOCUMENT_MEDIA_TYPES, DOCUMENT_TYPES, UPLOAD_LIMITS } from '../../../contract/api/uploads';
import type { MessageKey } from '../../i18n/messages/pt-BR';
import { useLocale } from '../../i18n/useLocale';
import { useT } from '../../i18n/useT';
import {
  claimedDocumentType,
  sameFileName,
  type ChosenFile,
  type FileRefusal,
  type RefusedFile,
} from './chooseFiles';
import { formatBytes } from './formatBytes';

export interface AttachmentsFieldProps {
  files: readonly ChosenFile[];
  refused: readonly RefusedFile[];
  /** Names of the files the payment already has: a chosen file with one of them replaces it. */
  existingNames: readonly string[];
  /** Per chosen file id, how far it has been sent (0 to 1), while and after sending. */
  progress: Readonly<Record<string, number>>;
  /** Per chosen file id, why the server refused it. */
  errors: Readonly<Record<string, string>>;
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  onDismissRefused: () => void;
  sending: boolean;
}

const refusalKeys: Record<FileRefusal, MessageKey> = {
  tooMany: 'payments.files.refused.tooMany',
  tooLarge: 'payments.files.refused.tooLarge',
  totalTooLarge: 'payments.files.refused.totalTooLarge',
  wrongType: 'payments.files.refused.wrongType',
  empty: 'payments.files.refused.empty',
  unsafeName: 'payments.files.refused.unsafeName',
  duplicateName: 'payments.files.refused.duplicateName',
};

const typeLabels = DOCUMENT_MEDIA_TYPES.map((type) => DOCUMENT_TYPES[type].label).join(', ');
// The picker offers the accepted types; anything else dropped or picked still reaches `onAdd`,
// which refuses it with its reason rather than letting it vanish.
const pickerAccept = Object.fromEntries(
  DOCUMENT_MEDIA_TYPES.map((type) => [type, [...DOCUMENT_TYPES[type].extensions]]),
);

/**
 * The attachments of a payment update: the limits said before anything is chosen (the contract's
 * UPLOAD_LIMITS, the numbers the backend enforces), every refused file with its reason, each kept
 * file with its size, whether it replaces an attachment of the same name, and its upload progress.
 */
export function AttachmentsField(props: AttachmentsFieldProps) {
  const { files, refused, existingNames, progress, errors, onAdd, onRemove, onDismissRefused, sending } =
    props;
  const t = useT();
  const { locale } = useLocale();
  const ids = { label: useId(), limits: useId(), replaceRule: useId() };
  const openPicker = useRef<() => void>(null);
  const limits = {
    maxFiles: UPLOAD_LIMITS.maxFiles,
    maxFileSize: formatBytes(UPLOAD_LIMITS.maxFileBytes, locale),
    maxTotalSize: formatBytes(UPLOAD_LIMITS.maxTotalBytes, locale),
    types: typeLabels,
  };
  const replaces = (file: File) => existingNames.some((name) => sameFileName(name, file.name));
  const replaced = files.filter((chosen) => replaces(chosen.file)).length;
  const heldAfter = existingNames.length - replaced + files.length;
  const full = files.length >= UPLOAD_LIMITS.maxFiles;

  return (
    <Stack gap="xs" role="group" aria-labelledby={ids.label}>
      <Text id={ids.label} size="sm" fw={500}>
        {t('payments.files.label')}
      </Text>
      <Text id={ids.limits} size="xs" c="dimmed">
        {t('payments.files.limits', limits)}
      </Text>
      {existingNames.length > 0 ? (
        <Text id={ids.replaceRule} size="xs" c="dimmed">
          {t('payments.files.replaceRule')}
        </Text>
      ) : null}
      {/* Dropping is for the mouse; the button opens the picker for everyone, keyboard included.
          A focusable drop area of its own would wrap the file input: nested controls. */}
      <Dropzone
        openRef={openPicker}
        onDrop={() => undefined}
        onDropAny={(accepted, rejected) =>
          onAdd([...accepted, ...rejected.map((rejection) => rejection.file)])
        }
        accept={pickerAccept}
        multiple
        disabled={sending}
        activateOnClick={false}
        activateOnKeyboard={false}
        enablePointerEvents
        // The picker's input is react-dropzone's plumbing, opened by the button below: hidden from
        // assistive technology, else it is a second control named like the button.
        inputProps={{ 'aria-hidden': true }}
        p="md"
      >
        <Stack gap={6} align="center">
          <Text size="sm">
            {full ? t('payments.files.full', { max: UPLOAD_LIMITS.maxFiles }) : t('payments.files.drop')}
          </Text>
          <Button
            size="xs"
            variant="default"
            disabled={sending || full}
            aria-describedby={existingNames.length > 0 ? `${ids.limits} ${ids.replaceRule}` : ids.limits}
            onClick={() => openPicker.current?.()}
          >
            {t('payments.files.choose')}
          </Button>
          <Text size="xs" c="dimmed">
            {t('payments.files.count', { count: files.length, max: UPLOAD_LIMITS.maxFiles })}
          </Text>
        </Stack>
      </Dropzone>

      {refused.length > 0 ? (
        <Alert
          color="orange"
          role="alert"
          title={t('payments.files.refused.title', { count: refused.length })}
          withCloseButton
          closeButtonLabel={t('payments.files.refused.dismiss')}
          onClose={onDismissRefused}
        >
          <List size="sm" spacing={2}>
            {refused.map((file, index) => (
              <List.Item key={`${file.name}-${index}`}>
                {t('payments.files.refused.item', {
                  name: file.name,
                  size: formatBytes(file.size, locale),
                  reason: t(refusalKeys[file.reason], limits),
                })}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}

      {heldAfter > UPLOAD_LIMITS.maxFiles && files.length > 0 ? (
        <Text size="xs" c="orange.8" role="note">
          {t('payments.files.heldTooMany', { count: heldAfter, max: UPLOAD_LIMITS.maxFiles })}
        </Text>
      ) : null}

      {files.length > 0 ? (
        <Stack
          component="ul"
          gap="xs"
          aria-label={t('payments.files.chosen')}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {files.map((chosen) => {
            const type = claimedDocumentType(chosen.file);
            const sent = progress[chosen.id];
            const error = errors[chosen.id];
            return (
              <li key={chosen.id}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {chosen.file.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatBytes(chosen.file.size, locale)}
                      {type ? ` · ${DOCUMENT_TYPES[type].label}` : null}
                    </Text>
                  </Stack>
                  <CloseButton
                    aria-label={t('payments.files.remove', { name: chosen.file.name })}
                    onClick={() => onRemove(chosen.id)}
                    disabled={sending}
                  />
                </Group>
                {replaces(chosen.file) ? (
                  <Text size="xs" c="blue.8" role="note">
                    {t('payments.files.replaces', { name: chosen.file.name })}
                  </Text>
                ) : null}
                {sent !== undefined ? (
                  <Progress
                    mt={4}
                    size="sm"
                    value={Math.round(sent * 100)}
                    aria-label={t('payments.files.progress', { name: chosen.file.name })}
                  />
                ) : null}
                {error ? (
                  <Text size="xs" c="red.8">
                    {error}
                  </Text>
                ) : null}
              </li>
            );
          })}
        </Stack>
      ) : null}
    </Stack>
  );
}
