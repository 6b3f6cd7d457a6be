import { Badge, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { isSuggestedFinalStatus } from '../../../contract/api/finalStatusSuggestion';
import type { RequestType } from '../../../contract/upstream/enums';
import { useT } from '../../i18n/useT';
import type { NamedStatus } from '../../lib/statusesQuery';

/**
 * The statuses of one type that are final, as the form holds them: the admin's list, or
 * `undefined` while they never chose, when the statuses whose names read as final are checked.
 */
export function effectiveFinal(
  chosen: readonly string[] | undefined,
  statuses: readonly NamedStatus[],
): string[] {
  return chosen ? [...chosen] : statuses.map((status) => status.name).filter(isSuggestedFinalStatus);
}

interface Props {
  type: RequestType;
  /** In `sequence` order. */
  statuses: readonly NamedStatus[];
  chosen: readonly string[] | undefined;
  onChange: (chosen: string[] | undefined) => void;
}

/** One type's final statuses, checked in sequence; the suggested ones say so until the admin chooses. */
export function FinalStatusesField({ type, statuses, chosen, onChange }: Props) {
  const t = useT();
  const value = effectiveFinal(chosen, statuses);
  return (
    <Checkbox.Group
      label={t(`adminSystem.stalled.final.${type}`)}
      description={chosen ? t('adminSystem.stalled.final.chosen') : t('adminSystem.stalled.final.suggested')}
      value={value}
      onChange={onChange}
    >
      <Stack gap={6} mt="xs">
        {statuses.map((status) => (
          <Checkbox
            key={status.name}
            value={status.name}
            size="sm"
            label={
              <Group gap={6} wrap="nowrap" component="span">
                <span>{status.name}</span>
                {!chosen && isSuggestedFinalStatus(status.name) && (
                  <Badge size="xs" variant="light" color="gray" component="span">
                    {t('adminSystem.stalled.final.suggestedBadge')}
                  </Badge>
                )}
              </Group>
            }
          />
        ))}
        {statuses.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('adminSystem.statuses.none')}
          </Text>
        )}
        {chosen && (
          <Button
            variant="subtle"
            size="compact-xs"
            onClick={() => onChange(undefined)}
            w="fit-content"
            px={0}
          >
            {t('adminSystem.stalled.final.useSuggested')}
          </Button>
        )}
      </Stack>
    </Checkbox.Group>
  );
}
