import { Badge } from '@mantine/core';
import { statusColor } from '../lib/statusColors';

export interface StatusBadgeProps {
  label: string;
  /** A Mantine colour from lib/statusColors; by default the colour of the label as a status name. */
  color?: string;
  /**
   * The name wraps inside the badge instead of being cut: for a narrow column that cannot grow (a
   * list's column can be dragged wider, a card's cannot).
   */
  whole?: boolean;
}

const CUT = { root: { maxWidth: '100%', textTransform: 'none', fontWeight: 600 } } as const;
const WHOLE = {
  root: { ...CUT.root, height: 'auto', minHeight: 'var(--badge-height)', paddingBlock: 2 },
  label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.35 },
} as const;

/** A status as a coloured badge, cut to its cell with the whole name on hover (or wrapped whole). */
export function StatusBadge({ label, color, whole = false }: StatusBadgeProps) {
  return (
    <Badge
      size="sm"
      radius="sm"
      variant="light"
      color={color ?? statusColor(label)}
      title={whole ? undefined : label}
      styles={whole ? WHOLE : CUT}
    >
      {label}
    </Badge>
  );
}
