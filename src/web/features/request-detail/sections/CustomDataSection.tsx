import { Badge, Group, Text } from '@mantine/core';
import type { CustomData } from '../../../../contract/upstream/customData';
import { Absent } from '../../../components/Absent';
import { DateTimeText } from '../../../components/DateTimeText';
import { Field } from '../../../components/Field';
import { DetailFields } from '../DetailFields';
import { Money } from '../../../components/Money';
import { useT } from '../../../i18n/useT';
import { isAbsent } from '../../../lib/isAbsent';
import { customFieldLabel, keyReadsAsLabel } from '../../../lib/vocabulary/customFieldLabel';
import { DetailSection } from '../DetailSection';
import { hasContent } from '../hasContent';
import { NumberValue } from '../NumberValue';

/**
 * Custom field values by their type. The spec has no catalogue of field labels, only keys (an
 * "identification code"): each field reads as its key in words, with the key as received beneath
 * it, small, for whoever has to find the field at the vendor.
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
      <DetailFields>
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
  const name = customFieldLabel(field);
  if (!name) return <Absent />;
  // The key as received, when the words say more than its capitals and accents.
  const showRaw = name.raw !== '' && !keyReadsAsLabel(name.raw, name.label);
  return (
    <>
      {name.label}
      {/* A space apart for readers. */}
      {showRaw ? ' ' : null}
      {showRaw ? (
        <Text span display="block" size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {name.raw}
        </Text>
      ) : null}
    </>
  );
}

/**
 * A value shown the way its type says; a value whose shape does not fit its type (text in a
 * currency field, say) is shown as sent rather than hidden.
 */
function CustomValue({ field }: { field: CustomData }) {
  const { value } = field;
  if (value === undefined || (typeof value !== 'object' && isAbsent(value))) return <Absent />;
  if (Array.isArray(value)) {
    if (value.length === 0) return <Absent />;
    return (
      <Group gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {value.map((item, index) => (
          <Badge key={index} component="li" variant="light" color="gray" tt="none">
            {String(item)}
          </Badge>
        ))}
      </Group>
    );
  }
  switch (field.type) {
    case 'date':
      return typeof value === 'string' ? <DateTimeText value={value} dateOnly /> : <>{String(value)}</>;
    case 'integer':
    case 'decimal':
      return typeof value === 'number' ? <NumberValue value={value} /> : <>{value}</>;
    case 'currency':
    case 'currencyGeneric':
      return typeof value === 'number' ? <Money value={value} /> : <>{value}</>;
    default:
      // text, singleSelect (the chosen option's value) and a missing type: as given.
      return <>{String(value)}</>;
  }
}
