import type { ReactNode } from 'react';
import { Absent } from './Absent';

export interface FieldProps {
  label: ReactNode;
  /** The value; null, undefined, false or blank text shows as <Absent />. */
  children?: ReactNode;
}

function isEmpty(value: ReactNode): boolean {
  return (
    value === null ||
    value === undefined ||
    value === false ||
    (typeof value === 'string' && value.trim() === '')
  );
}

/** One label and its value in a drawer section; goes inside <FieldList>. */
export function Field({ label, children }: FieldProps) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', columnGap: 'var(--mantine-spacing-md)' }}>
      <dt
        style={{
          flex: '0 0 11rem',
          color: 'var(--mantine-color-dimmed)',
          fontSize: 'var(--mantine-font-size-sm)',
        }}
      >
        {label}
      </dt>
      <dd style={{ margin: 0, flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' }}>
        {isEmpty(children) ? <Absent /> : children}
      </dd>
    </div>
  );
}
