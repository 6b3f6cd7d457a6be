import { Button, Checkbox, Flex, Group, Paper, SimpleGrid } from '@mantine/core';
import { useT } from '../../../i18n/useT';
import { useColumnLabel } from '../labels/useColumnLabel';
import {
  ALWAYS_VISIBLE,
  DEFAULT_COLUMNS,
  REQUEST_COLUMN_IDS,
  isRequestColumnId,
  type RequestColumnId,
} from '../requestColumns';
import { ColumnOrderList } from './ColumnOrderList';
import { chosenColumns } from './columnOrder';

export interface ColumnsPanelProps {
  id: string;
  /** The visible columns in the person's order. */
  visible: readonly RequestColumnId[];
  onChange: (columns: RequestColumnId[]) => void;
}

/**
 * Which columns show and in which order: the visible ones as a list to reorder (drag or buttons),
 * every column as a checkbox, and the way back to the default set.
 */
export function ColumnsPanel({ id, visible, onChange }: ColumnsPanelProps) {
  const t = useT();
  const label = useColumnLabel();
  return (
    <Paper id={id} withBorder p="md" component="section" aria-label={t('requests.columns.label')}>
      <Flex gap="xl" direction={{ base: 'column', md: 'row' }} align="flex-start">
        <ColumnOrderList columns={visible} onChange={onChange} />
        <Checkbox.Group
          label={t('requests.columns.label')}
          value={[...visible]}
          onChange={(values) => onChange(chosenColumns(visible, values.filter(isRequestColumnId)))}
          style={{ flex: 1 }}
        >
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 3, lg: 4 }} spacing="xs" verticalSpacing={6} mt="xs">
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
      </Flex>
      <Group mt="sm">
        <Button variant="default" size="xs" onClick={() => onChange([...DEFAULT_COLUMNS])}>
          {t('requests.columns.reset')}
        </Button>
      </Group>
    </Paper>
  );
}
