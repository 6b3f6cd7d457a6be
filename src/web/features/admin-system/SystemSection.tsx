import { Paper, Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** One titled part of the system page, a landmark a screen reader can jump to. */
export function SystemSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={3} id={id} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
