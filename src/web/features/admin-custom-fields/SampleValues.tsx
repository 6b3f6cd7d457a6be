import { Badge, Group, Text } from '@mantine/core';
import type { AdminCustomField, CustomFieldNaming } from '../../../contract/api/customFields';
import { customFieldNamesOf, readNamedCustomValue } from '../../../contract/customFields/customFieldName';
import { describeCustomValue } from '../../lib/customFields/describeCustomValue';
import { useVocabulary } from '../../lib/vocabulary/useVocabulary';

type Reading = Pick<CustomFieldNaming, 'format' | 'options'>;

/**
 * A field's frequent values as they read in its format, its options by their names: what the
 * admin's choices change (those saved, or those being typed).
 */
export function useSampleTexts(field: AdminCustomField, reading: Reading = field.naming ?? {}): string[] {
  const vocabulary = useVocabulary();
  const names = customFieldNamesOf([{ key: field.key, name: field.key, ...reading }]);
  return field.samples.map((sample) =>
    describeCustomValue(
      readNamedCustomValue(
        names,
        { key: field.key, value: sample, vendorType: field.vendorType },
        vocabulary.locale,
      ),
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
