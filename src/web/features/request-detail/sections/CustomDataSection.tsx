import { Badge, Group, Text } from '@mantine/core';
import type { CustomData } from '../../../../contract/upstream/customData';
import { Absent } from '../../../components/Absent';
import { BreakableKey } from '../../../components/BreakableKey';
import { DateTimeText } from '../../../components/DateTimeText';
import { Field } from '../../../components/Field';
import { DetailFields } from '../DetailFields';
import { Money } from '../../../components/Money';
import { customFieldTitle, readNamedCustomValue } from '../../../../contract/customFields/customFieldName';
import { useLocale } from '../../../i18n/useLocale';
import { useT } from '../../../i18n/useT';
import { useCustomFieldNames } from '../../../lib/customFields/CustomFieldNamesContext';
import { DetailSection } from '../DetailSection';
import { hasContent } from '../hasContent';
import { NumberValue } from '../NumberValue';

/**
 * Custom field values by the names and formats the partner's admins gave them (ADR 060). The spec
 * has no catalogue of labels, only keys (an "identification code"): a field no one named yet reads
 * as its key exactly as received, marked as such, never as words guessed from it.
 */
export function CustomDataSection({
  headingId,
  fields,
}: {
  headingId: string;
  fields: readonly CustomData[] | undefined;
}) {
  const t = useT();
  const title = t('requestDetail.section.customData');
  const rows = (fields ?? []).filter(hasContent);
  if (rows.length === 0) {
    return (
      <DetailSection headingId={headingId} title={title} emptyText={t('requestDetail.customData.empty')} />
    );
  }
  return (
    <DetailSection headingId={headingId} title={title}>
      <DetailFields of={title}>
        {rows.map((field, index) => (
          <Field key={index} label={<CustomFieldName field={field} />}>
            <CustomValue field={field} />
          </Field>
        ))}
      </DetailFields>
    </DetailSection>
  );
}

function CustomFieldName({ field }: { field: CustomData }) {
  const t = useT();
  const { locale } = useLocale();
  const names = useCustomFieldNames();
  const key = field.key ?? '';
  if (key.trim() === '') return <Absent />;
  const title = customFieldTitle(names, key, locale);
  if (title.named) return <>{title.label}</>;
  // Not yet named: the key exactly as received, shown as a code, and said to be one.
  return (
    <span title={t('customFields.unnamedHint')}>
      <Text span ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }}>
        <BreakableKey value={key} />
      </Text>{' '}
      <Text span size="xs" c="dimmed">
        ({t('customFields.unnamed')})
      </Text>
    </span>
  );
}

/**
 * A value read in the format its admin chose, else as the vendor's type says, a selection's options
 * by the names its admin gave; a value that does not fit its format (text in a money field, say)
 * is shown as sent rather than hidden.
 */
function CustomValue({ field }: { field: CustomData }) {
  const t = useT();
  const { locale } = useLocale();
  const names = useCustomFieldNames();
  const reading = readNamedCustomValue(
    names,
    { key: field.key ?? '', value: field.value, vendorType: field.type },
    locale,
  );
  switch (reading.kind) {
    case 'absent':
      return <Absent />;
    case 'list':
      return (
        <Group gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {reading.values.map((item, index) => (
            <Badge key={index} component="li" variant="light" color="gray" tt="none">
              {item}
            </Badge>
          ))}
        </Group>
      );
    case 'date':
      return <DateTimeText value={reading.value} dateOnly />;
    case 'number':
      return <NumberValue value={reading.value} />;
    case 'money':
      return <Money value={reading.value} />;
    case 'yesNo':
      return <>{reading.value ? t('vocabulary.yes') : t('vocabulary.no')}</>;
    case 'text':
      return <>{reading.value}</>;
  }
}
