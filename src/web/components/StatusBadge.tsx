import { Badge } from '@mantine/core';
import { statusColor } from '../lib/statusColors';

export interface StatusBadgeProps {
  label: string;
  /** A Mantine colour from lib/statusColors; by default the colour of the label as a status name. */
  color?: string;
}

/** A status as a coloured badge, cut to its cell with the whole name on hover. */
export function StatusBadge({ label, color }: StatusBadgeProps) {
  return (
    <Badge
      size="sm"
      radius="sm"
      variant="light"
      color={color ?? statusColor(label)}
      title={label}
      styles={{ root: { maxWidth: '100%', textTransform: 'none', fontWeight: 600 } }}
    >
      {label}
    </Badge>
  );
}
