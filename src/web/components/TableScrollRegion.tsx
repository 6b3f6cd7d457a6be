import type { ReactNode } from 'react';

export interface TableScrollRegionProps {
  /** The id of the table's caption, which names the region for screen readers. */
  captionId: string;
  children: ReactNode;
}

/**
 * A table that may be wider than a phone scrolls sideways inside this box. The box takes focus,
 * so a keyboard can scroll it too (its cells are text, with nothing else to focus), and it is a
 * region named by the table's caption, so a screen reader says what the focus landed on.
 */
export function TableScrollRegion({ captionId, children }: TableScrollRegionProps) {
  return (
    <div style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-labelledby={captionId}>
      {children}
    </div>
  );
}
