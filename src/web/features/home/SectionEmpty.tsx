import { Button, EmptyState } from '@mantine/core';

export interface SectionEmptyProps {
  title: string;
  /** A way on from the empty section (the previous month, when this month has nothing yet). */
  action?: { label: string; onClick: () => void };
}

/**
 * A home section with nothing to show: one quiet line in the section's place, so an empty section
 * reads as a fact of the period, not as the page's headline.
 */
export function SectionEmpty({ title, action }: SectionEmptyProps) {
  return (
    <EmptyState size="xs" py="lg" title={title} styles={{ title: { fontWeight: 400 } }} c="dimmed">
      {action && (
        <EmptyState.Actions>
          <Button variant="light" size="xs" onClick={action.onClick}>
            {action.label}
          </Button>
        </EmptyState.Actions>
      )}
    </EmptyState>
  );
}
