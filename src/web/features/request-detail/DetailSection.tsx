import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DetailSectionProps {
  /** Id of the heading: the table of contents moves focus to it. */
  headingId: string;
  title: string;
  /** When set, the section has no data and says so (children, if any, still follow). */
  emptyText?: string;
  children?: ReactNode;
}

/**
 * One part of the drawer under its own heading (h3 below the drawer's h2), so screen-reader users
 * can jump between sections by heading. The heading takes focus programmatically only.
 */
export function DetailSection({ headingId, title, emptyText, children }: DetailSectionProps) {
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title
        order={3}
        size="h4"
        id={headingId}
        tabIndex={-1}
        style={{ scrollMarginTop: 'var(--request-drawer-header, 12rem)' }}
      >
        {title}
      </Title>
      {emptyText === undefined ? null : <Text c="dimmed">{emptyText}</Text>}
      {children}
    </Stack>
  );
}
