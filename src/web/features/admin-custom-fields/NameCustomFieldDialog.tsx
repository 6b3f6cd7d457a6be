import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { type AdminCustomField, CUSTOM_FIELD_FORMATS } from '../../../contract/api/customFields';
import { AdminDialog } from '../../components/AdminDialog';
import { DialogActions } from '../../components/DialogActions';
import { useT } from '../../i18n/useT';
import { fieldErrorText } from '../../lib/fieldErrorText';
import { mutationErrorText } from '../../lib/mutationErrorText';
import { forgetCustomFieldMutation, nameCustomFieldMutation } from './api/customFieldMutations';
import { namedOptionsOf, type NamingForm, namingForm, namingFormOf, namingOf } from './namingForm';
import { OptionNamesFields } from './OptionNamesFields';
import { useSampleTexts } from './SampleValues';
import { useFormatLabel } from './useFormatLabel';

export interface NameCustomFieldDialogProps {
  field: AdminCustomField | null;
  onClose: () => void;
  onDone: (notice: string) => void;
}

/**
 * Names one custom field, sets how its value reads and names a selection's options (with its
 * frequent values as they would read), or forgets its name.
 */
export function NameCustomFieldDialog({ field, onClose, onDone }: NameCustomFieldDialogProps) {
  const t = useT();
  return (
    <AdminDialog
      opened={field !== null}
      onClose={onClose}
      title={field ? t('adminCustomFields.dialog.title', { key: field.key }) : ''}
    >
      {field && <NamingFormBody field={field} onCancel={onClose} onDone={onDone} />}
    </AdminDialog>
  );
}

function NamingFormBody({
  field,
  onCancel,
  onDone,
}: {
  field: AdminCustomField;
  onCancel: () => void;
  onDone: (notice: string) => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const save = useMutation(nameCustomFieldMutation(queryClient));
  const forget = useMutation(forgetCustomFieldMutation(queryClient));
  const { formatLabel, fieldFormatLabel } = useFormatLabel();
  const form = useForm<NamingForm>({
    resolver: zodResolver(namingForm),
    defaultValues: namingFormOf(field),
  });
  const [chosen, optionNames] = useWatch({ control: form.control, name: ['format', 'options'] });
  const preview = useSampleTexts(field, {
    ...(chosen === 'auto' ? {} : { format: chosen }),
    options: namedOptionsOf(optionNames),
  });
  const submit = form.handleSubmit((values) => {
    const naming = namingOf(values);
    save.mutate(
      { key: field.key, naming },
      { onSuccess: () => onDone(t('adminCustomFields.notice.saved', { key: field.key, name: naming.name })) },
    );
  });
  const options = [
    { value: 'auto', label: fieldFormatLabel({ ...field, naming: null }) },
    ...CUSTOM_FIELD_FORMATS.map((format) => ({ value: format, label: formatLabel(format) })),
  ];
  const pending = save.isPending || forget.isPending;
  const error = save.error ?? forget.error;
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack>
        <TextInput
          label={t('adminCustomFields.field.name')}
          description={t('adminCustomFields.field.nameHint')}
          autoComplete="off"
          withAsterisk
          data-autofocus
          {...form.register('name')}
          error={fieldErrorText(form.formState.errors.name, t('adminCustomFields.error.name'))}
        />
        <TextInput
          label={t('adminCustomFields.field.nameEn')}
          description={t('adminCustomFields.field.nameEnHint')}
          autoComplete="off"
          {...form.register('nameEn')}
          error={fieldErrorText(form.formState.errors.nameEn, t('adminCustomFields.error.name'))}
        />
        <Controller
          control={form.control}
          name="format"
          render={({ field: input }) => (
            <Select
              label={t('adminCustomFields.field.format')}
              data={options}
              allowDeselect={false}
              value={input.value}
              onChange={(value) => input.onChange(value ?? 'auto')}
              onBlur={input.onBlur}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <OptionNamesFields form={form} />
        {preview.length > 0 && (
          <Text size="sm" c="dimmed" aria-live="polite" style={{ overflowWrap: 'anywhere' }}>
            {t('adminCustomFields.preview', { values: preview.join(' · ') })}
          </Text>
        )}
        {field.naming && (
          <Group>
            <Button
              variant="subtle"
              color="red"
              size="xs"
              disabled={pending}
              onClick={() =>
                forget.mutate(field.key, {
                  onSuccess: () => onDone(t('adminCustomFields.notice.forgotten', { key: field.key })),
                })
              }
            >
              {t('adminCustomFields.forget')}
            </Button>
          </Group>
        )}
        <DialogActions
          error={error ? mutationErrorText(error, t) : null}
          errorTitle={t(forget.error ? 'adminCustomFields.forgetFailed' : 'adminCustomFields.saveFailed')}
          pending={pending}
          onCancel={onCancel}
          confirmLabel={t('adminCustomFields.save')}
        />
      </Stack>
    </form>
  );
}
