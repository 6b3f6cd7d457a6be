import { Badge, Group, Stack, Text } from '@mantine/core';
import type { AdminCustomField } from '../../../contract/api/customFields';
import { BreakableKey } from '../../components/BreakableKey';
import { useLocale } from '../../i18n/useLocale';
import { useT } from '../../i18n/useT';

/** A field's name (in the reader's language) over its code; a field not yet named, its code and a badge saying so. */
export function FieldTitle({ field }: { field: AdminCustomField }) {
  const t = useT();
  const { locale } = useLocale();
  const code = (
    <Text span ff="monospace" size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
      <BreakableKey value={field.key} />
    </Text>
  );
  if (!field.naming) {
    return (
      <Stack gap={2} align="flex-start">
        <Text span ff="monospace" size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          <BreakableKey value={field.key} />
        </Text>
        <Badge variant="light" color="yellow" tt="none" fw={500}>
          {t('adminCustomFields.notNamed')}
        </Badge>
      </Stack>
    );
  }
  const name = locale === 'en' ? (field.naming.nameEn ?? field.naming.name) : field.naming.name;
  return (
    <Stack gap={2}>
      <Text span size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {name}
      </Text>
      <Group gap={4} wrap="nowrap">
        {code}
      </Group>
    </Stack>
  );
}
