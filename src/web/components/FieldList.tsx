import type { ReactNode } from 'react';

/** The description list that holds a drawer section's <Field>s. */
export function FieldList({ children }: { children: ReactNode }) {
  return <dl style={{ margin: 0, display: 'grid', rowGap: 'var(--mantine-spacing-xs)' }}>{children}</dl>;
}
