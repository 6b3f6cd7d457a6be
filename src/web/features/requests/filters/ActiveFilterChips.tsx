import { Button, Group, Pill } from '@mantine/core';
import type { FilterKey } from '../../../../contract/api/requestFilters';
import { useLocale } from '../../../i18n/useLocale';
import { useT } from '../../../i18n/useT';
import {
  activeFilterKeys,
  withFilter,
  withoutFilters,
  type RequestsSearch,
  type SearchUpdate,
} from '../requestsSearch';
import { type ChipWords, chipText } from './filterViews';

export interface ActiveFilterChipsProps {
  search: RequestsSearch;
  onSearchChange: (update: SearchUpdate) => void;
}

interface Chip {
  key: string;
  text: string;
  remove: SearchUpdate;
}

/** A filter's chips: one for its value, or one per item of a list, each removing only itself. */
function chipsOf(key: FilterKey, search: RequestsSearch, words: ChipWords): Chip[] {
  const value = search[key];
  if (!Array.isArray(value)) {
    return [
      { key, text: chipText(key, value, words), remove: (current) => withFilter(current, key, undefined) },
    ];
  }
  return value.map((item) => {
    const rest = value.filter((other) => other !== item);
    return {
      key: `${key}:${item}`,
      text: chipText(key, item, words),
      remove: (current) => withFilter(current, key, rest),
    };
  });
}

/** Every active filter as a chip that removes it (one per value for lists), and "clear all". */
export function ActiveFilterChips({ search, onSearchChange }: ActiveFilterChipsProps) {
  const t = useT();
  const words: ChipWords = { t, locale: useLocale().locale };
  const chips = activeFilterKeys(search).flatMap((key) => chipsOf(key, search, words));

  if (chips.length === 0) return null;
  return (
    <Group gap="xs" wrap="wrap">
      <Group
        component="ul"
        gap="xs"
        m={0}
        p={0}
        aria-label={t('requests.chip.list')}
        style={{ listStyle: 'none' }}
      >
        {chips.map((chip) => (
          <li key={chip.key}>
            <Pill
              size="md"
              withRemoveButton
              onRemove={() => onSearchChange(chip.remove)}
              removeButtonProps={{
                tabIndex: 0,
                'aria-hidden': false,
                'aria-label': t('requests.chip.remove', { filter: chip.text }),
              }}
            >
              {chip.text}
            </Pill>
          </li>
        ))}
      </Group>
      <Button variant="subtle" size="compact-sm" onClick={() => onSearchChange(withoutFilters)}>
        {t('requests.chip.clearAll')}
      </Button>
    </Group>
  );
}
