import { Stack, Table, Text, TextInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useT } from '../../i18n/useT';
import { fieldErrorText } from '../../lib/fieldErrorText';
import type { NamingForm } from './namingForm';

/**
 * The names of a selection field's options: the vendor sends only each option's number, so the
 * admin says what "3" is. An option left blank keeps reading as its number.
 */
export function OptionNamesFields({ form }: { form: UseFormReturn<NamingForm> }) {
  const t = useT();
  const options = form.getValues('options');
  if (options.length === 0) return null;
  const errors = form.formState.errors.options;
  return (
    <Stack gap={4} component="fieldset" style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <Text component="legend" size="sm" fw={600} p={0}>
        {t('adminCustomFields.options.title')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('adminCustomFields.options.hint')}
      </Text>
      <Table verticalSpacing={4} horizontalSpacing="xs" layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={72}>{t('adminCustomFields.options.value')}</Table.Th>
            <Table.Th>{t('adminCustomFields.options.name')}</Table.Th>
            <Table.Th>{t('adminCustomFields.options.nameEn')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {options.map((option, index) => (
            <Table.Tr key={option.value}>
              <Table.Td ff="monospace" style={{ overflowWrap: 'anywhere', verticalAlign: 'middle' }}>
                {option.value}
              </Table.Td>
              <Table.Td>
                <TextInput
                  size="xs"
                  autoComplete="off"
                  aria-label={t('adminCustomFields.options.nameFor', { value: option.value })}
                  {...form.register(`options.${index}.name`)}
                  error={fieldErrorText(errors?.[index]?.name, t('adminCustomFields.error.optionName'))}
                />
              </Table.Td>
              <Table.Td>
                <TextInput
                  size="xs"
                  autoComplete="off"
                  aria-label={t('adminCustomFields.options.nameEnFor', { value: option.value })}
                  {...form.register(`options.${index}.nameEn`)}
                  error={fieldErrorText(errors?.[index]?.nameEn, t('adminCustomFields.error.name'))}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
