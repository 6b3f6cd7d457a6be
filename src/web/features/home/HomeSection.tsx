import { Group, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

export interface HomeSectionProps {
  title: string;
  /** What the section counts, in one sentence. */
  note?: string;
  /** At the far end of the heading (a link to the list, a CSV). */
  action?: ReactNode;
  children: ReactNode;
}

/** One region of the home, named by its heading for screen readers' landmarks. */
export function HomeSection({ title, note, action, children }: HomeSectionProps) {
  const id = useId();
  return (
    <Stack component="section" aria-labelledby={id} gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
        <Stack gap={0}>
          <Title order={3} id={id} size="h4">
            {title}
          </Title>
          {note && (
            <Text size="sm" c="dimmed">
              {note}
            </Text>
          )}
        </Stack>
        {action}
      </Group>
      {children}
    </Stack>
  );
}
