import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconGripVertical, IconPin } from '@tabler/icons-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useT } from '../../../i18n/useT';
import { useColumnLabel } from '../labels/useColumnLabel';
import { isRequestColumnId, orderedColumns, type RequestColumnId } from '../requestColumns';
import classes from './ColumnOrderList.module.css';
import { moveColumn } from './columnOrder';

export interface ColumnOrderListProps {
  /** The visible columns in the person's order. */
  columns: readonly RequestColumnId[];
  onChange: (columns: RequestColumnId[]) => void;
}

// The list only goes up and down.
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

interface RowProps {
  column: RequestColumnId;
  position: number;
  count: number;
  onMove: (column: RequestColumnId, position: number) => void;
}

function SortableRow({ column, position, count, onMove }: RowProps) {
  const t = useT();
  const label = useColumnLabel()(column);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: column });
  return (
    <li
      ref={setNodeRef}
      className={classes.row}
      data-column={column}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <ActionIcon
        ref={setActivatorNodeRef}
        variant="subtle"
        color="gray"
        size="sm"
        className={classes.handle}
        {...attributes}
        {...listeners}
        aria-label={t('requests.columns.drag', { column: label })}
      >
        <IconGripVertical size={16} aria-hidden="true" />
      </ActionIcon>
      <Text size="sm" className={classes.label}>
        {label}
      </Text>
      <Group gap={2} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          data-move="up"
          disabled={position <= 2}
          aria-label={t('requests.columns.moveUp', { column: label })}
          onClick={() => onMove(column, position - 2)}
        >
          <IconChevronUp size={16} aria-hidden="true" />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          data-move="down"
          disabled={position >= count}
          aria-label={t('requests.columns.moveDown', { column: label })}
          onClick={() => onMove(column, position)}
        >
          <IconChevronDown size={16} aria-hidden="true" />
        </ActionIcon>
      </Group>
    </li>
  );
}

/**
 * The order of the visible columns: drag a row by its handle (pointer, or the keyboard: space,
 * arrows, space), or move it a step with its up and down buttons. Each move is announced. The
 * code stays pinned first and has neither.
 */
export function ColumnOrderList({ columns, onChange }: ColumnOrderListProps) {
  const t = useT();
  const label = useColumnLabel();
  const headingId = useId();
  const ordered = useMemo(() => orderedColumns(columns), [columns]);
  const movable = ordered.slice(1);
  const count = ordered.length;
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  // After a move by button, focus follows the button pressed (or its row's handle at an end),
  // once the list has been drawn in its new order.
  const refocus = useRef<{ column: RequestColumnId; direction: 'up' | 'down' } | null>(null);
  useEffect(() => {
    const pending = refocus.current;
    if (!pending) return;
    refocus.current = null;
    const row = listRef.current?.querySelector(`[data-column="${pending.column}"]`);
    const button = row?.querySelector<HTMLButtonElement>(`[data-move="${pending.direction}"]`);
    const target =
      button && !button.disabled ? button : row?.querySelector<HTMLElement>('[aria-roledescription]');
    target?.focus();
  });

  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const nameOf = (id: UniqueIdentifier) => (isRequestColumnId(id) ? label(id) : String(id));
  const positionOf = (id: UniqueIdentifier | undefined) =>
    id !== undefined && isRequestColumnId(id) ? ordered.indexOf(id) + 1 : 0;
  // Where the dragged column was last said to be: a drag starts over its own place, and saying so
  // would replace the announcement that it was picked up.
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return t('requests.columns.picked', {
        column: nameOf(active.id),
        position: positionOf(active.id),
        count,
      });
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === lastOver.current) return undefined;
      lastOver.current = over.id;
      return t('requests.columns.over', { column: nameOf(active.id), position: positionOf(over.id), count });
    },
    onDragEnd: ({ active, over }) =>
      t('requests.columns.moved', {
        column: nameOf(active.id),
        position: positionOf(over?.id ?? active.id),
        count,
      }),
    onDragCancel: ({ active }) =>
      t('requests.columns.cancelled', { column: nameOf(active.id), position: positionOf(active.id) }),
  };

  const move = (column: RequestColumnId, position: number) => {
    const next = moveColumn(ordered, column, position);
    onChange(next);
    setAnnouncement(
      t('requests.columns.moved', { column: label(column), position: next.indexOf(column) + 1, count }),
    );
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id || !isRequestColumnId(active.id) || !isRequestColumnId(over.id)) {
      return;
    }
    onChange(moveColumn(ordered, active.id, ordered.indexOf(over.id)));
  };

  return (
    <div>
      <Text id={headingId} size="sm" fw={500}>
        {t('requests.columns.order')}
      </Text>
      <Text size="xs" c="dimmed" mb={6}>
        {t('requests.columns.orderHint')}
      </Text>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        modifiers={[verticalOnly]}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('requests.columns.dragHelp') },
        }}
      >
        <ol ref={listRef} className={classes.list} aria-labelledby={headingId}>
          <li className={classes.row} data-column="code" data-pinned>
            <span className={classes.pin} title={t('requests.columns.pinned', { column: label('code') })}>
              <IconPin size={16} aria-hidden="true" />
              <VisuallyHidden>{t('requests.columns.pinned', { column: label('code') })}</VisuallyHidden>
            </span>
            <Text size="sm" className={classes.label}>
              {label('code')}
            </Text>
          </li>
          <SortableContext items={movable} strategy={verticalListSortingStrategy}>
            {movable.map((column, index) => (
              <SortableRow
                key={column}
                column={column}
                position={index + 2}
                count={count}
                onMove={(id, position) => {
                  move(id, position);
                  refocus.current = { column: id, direction: position < index + 1 ? 'up' : 'down' };
                }}
              />
            ))}
          </SortableContext>
        </ol>
      </DndContext>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </div>
  );
}
