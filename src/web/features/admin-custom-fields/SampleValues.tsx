import { Badge, Group, Text } from '@mantine/core';
import type { AdminCustomField } from '../../../contract/api/customFields';
import { customFieldFormat, customFieldNamesOf } from '../../../contract/customFields/customFieldName';
import { readCustomValue } from '../../../contract/customFields/readCustomValue';
import { describeCustomValue } from '../../lib/customFields/describeCustomValue';
import { useVocabulary } from '../../lib/vocabulary/useVocabulary';

/** A field's frequent values as they read in its format: what the admin's choice changes. */
export function useSampleTexts(field: AdminCustomField, format = field.naming?.format): string[] {
  const vocabulary = useVocabulary();
  const names = customFieldNamesOf(format ? [{ key: field.key, name: field.key, format }] : []);
  return field.samples.map((sample) =>
    describeCustomValue(
      readCustomValue(sample, customFieldFormat(names, field.key, field.vendorType)),
      vocabulary,
    ),
  );
}

export function SampleValues({ field }: { field: AdminCustomField }) {
  const { t } = useVocabulary();
  const texts = useSampleTexts(field);
  if (texts.length === 0) {
    return (
      <Text span size="sm" c="dimmed">
        {t('adminCustomFields.noSamples')}
      </Text>
    );
  }
  return (
    <Group gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {texts.map((text, index) => (
        <Badge
          key={index}
          component="li"
          variant="light"
          color="gray"
          tt="none"
          fw={500}
          maw="100%"
          style={{ overflow: 'hidden' }}
        >
          {text}
        </Badge>
      ))}
    </Group>
  );
}
