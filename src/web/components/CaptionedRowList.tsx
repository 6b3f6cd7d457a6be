import { Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import rowList from './RowList.module.css';

/**
 * A table as a phone reads it: its caption shown above a list of rows (RowList.module.css), the
 * list named by the caption. The rows are the caller's `<li>`s.
 */
export function CaptionedRowList({ caption, children }: { caption: string; children: ReactNode }) {
  const captionId = useId();
  return (
    <div>
      <Text id={captionId} size="xs" c="dimmed" pb="xs">
        {caption}
      </Text>
      <ul className={rowList.list} aria-labelledby={captionId}>
        {children}
      </ul>
    </div>
  );
}
