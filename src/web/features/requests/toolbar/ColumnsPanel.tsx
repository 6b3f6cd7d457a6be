import { Button, Checkbox, Group, Paper, SimpleGrid } from '@mantine/core';
import { useT } from '../../../i18n/useT';
import { useColumnLabel } from '../labels/useColumnLabel';
import {
  ALWAYS_VISIBLE,
  DEFAULT_COLUMNS,
  REQUEST_COLUMN_IDS,
  isRequestColumnId,
  normaliseColumns,
  type RequestColumnId,
} from '../requestColumns';

export interface ColumnsPanelProps {
  id: string;
  visible: readonly RequestColumnId[];
  onChange: (columns: RequestColumnId[]) => void;
}

/** Which columns show: a labelled group of checkboxes, plus the way back to the default set. */
export function ColumnsPanel({ id, visible, onChange }: ColumnsPanelProps) {
  const t = useT();
  const label = useColumnLabel();
  return (
    <Paper id={id} withBorder p="md" component="section" aria-label={t('requests.columns.label')}>
      <Checkbox.Group
        label={t('requests.columns.label')}
        value={[...visible]}
        onChange={(values) => onChange(normaliseColumns(values.filter(isRequestColumnId)))}
      >
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3, lg: 5 }} spacing="xs" verticalSpacing={6} mt="xs">
          {REQUEST_COLUMN_IDS.map((column) => (
            <Checkbox
              key={column}
              value={column}
              label={label(column)}
              disabled={ALWAYS_VISIBLE.has(column)}
            />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <Group mt="sm">
        <Button variant="default" size="xs" onClick={() => onChange([...DEFAULT_COLUMNS])}>
          {t('requests.columns.reset')}
        </Button>
      </Group>
    </Paper>
  );
}
