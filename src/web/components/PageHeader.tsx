import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: string;
  /** One sentence on what the page is for, under the title. */
  intro: string;
  /** The page's main action (create, export), at the far end on wide screens, below on narrow. */
  action?: ReactNode;
}

/** A page's heading, its purpose, and its main action. */
export function PageHeader({ title, intro, action }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap">
      <Stack gap={2}>
        <Title order={2}>{title}</Title>
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
      </Stack>
      {action}
    </Group>
  );
}
