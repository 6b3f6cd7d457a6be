import { Button, Group, Pill } from '@mantine/core';
import { useLocale } from '../../../i18n/useLocale';
import { useT } from '../../../i18n/useT';
import { formatDate } from '../../../lib/format/formatDate';
import { formatKilowattPeak } from '../../../lib/format/power';
import { useEnumLabel } from '../../../lib/vocabulary/useVocabulary';
import { useRemovedLabel } from '../labels/useRemovedLabel';
import {
  activeFilterKeys,
  withFilter,
  withoutFilters,
  type RequestsSearch,
  type SearchUpdate,
} from '../requestsSearch';
import { maskCnpjAsTyped } from './cnpjText';

export interface ActiveFilterChipsProps {
  search: RequestsSearch;
  onSearchChange: (update: SearchUpdate) => void;
}

interface Chip {
  key: string;
  text: string;
  remove: SearchUpdate;
}

/** Every active filter as a chip that removes it (one per value for lists), and "clear all". */
export function ActiveFilterChips({ search, onSearchChange }: ActiveFilterChipsProps) {
  const t = useT();
  const { locale } = useLocale();
  const enumLabel = useEnumLabel();
  const removedLabel = useRemovedLabel();

  const day = (value: string) => formatDate(value, locale);
  const chips: Chip[] = [];
  const single = (key: Parameters<typeof withFilter>[1], text: string) =>
    chips.push({ key, text, remove: (current) => withFilter(current, key, undefined) });
  const each = <K extends 'uf' | 'status' | 'paymentStatus' | 'paymentType'>(
    key: K,
    label: (value: NonNullable<RequestsSearch[K]>[number]) => string,
  ) => {
    const values = (search[key] ?? []) as NonNullable<RequestsSearch[K]>[number][];
    for (const value of values) {
      chips.push({
        key: `${key}:${value}`,
        text: label(value),
        remove: () => withFilter(search, key, values.filter((other) => other !== value) as RequestsSearch[K]),
      });
    }
  };

  for (const key of activeFilterKeys(search)) {
    switch (key) {
      case 'q':
        single(key, t('requests.chip.q', { value: search.q ?? '' }));
        break;
      case 'createdFrom':
        single(key, t('requests.chip.createdFrom', { date: day(search.createdFrom ?? '') }));
        break;
      case 'createdTo':
        single(key, t('requests.chip.createdTo', { date: day(search.createdTo ?? '') }));
        break;
      case 'updatedFrom':
        single(key, t('requests.chip.updatedFrom', { date: day(search.updatedFrom ?? '') }));
        break;
      case 'updatedTo':
        single(key, t('requests.chip.updatedTo', { date: day(search.updatedTo ?? '') }));
        break;
      case 'code':
        single(key, t('requests.chip.code', { value: search.code ?? '' }));
        break;
      case 'name':
        single(key, t('requests.chip.name', { value: search.name ?? '' }));
        break;
      case 'powerMin':
        single(key, t('requests.chip.powerMin', { power: formatKilowattPeak(search.powerMin ?? 0, locale) }));
        break;
      case 'powerMax':
        single(key, t('requests.chip.powerMax', { power: formatKilowattPeak(search.powerMax ?? 0, locale) }));
        break;
      case 'uf':
        each('uf', (uf) => t('requests.chip.uf', { value: uf }));
        break;
      case 'city':
        single(key, t('requests.chip.city', { value: search.city ?? '' }));
        break;
      case 'cnpj':
        single(key, t('requests.chip.cnpj', { value: maskCnpjAsTyped(search.cnpj ?? '') }));
        break;
      case 'responsible':
        single(key, t('requests.chip.responsible', { value: search.responsible ?? '' }));
        break;
      case 'responsibleEmail':
        single(key, t('requests.chip.responsibleEmail', { value: search.responsibleEmail ?? '' }));
        break;
      case 'status':
        each('status', (status) => t('requests.chip.status', { value: status }));
        break;
      case 'paymentStatus':
        each('paymentStatus', (status) =>
          t('requests.chip.paymentStatus', { value: enumLabel('paymentStatus', status) }),
        );
        break;
      case 'paymentType':
        each('paymentType', (type) =>
          t('requests.chip.paymentType', { value: enumLabel('paymentType', type) }),
        );
        break;
      case 'conversion':
        single(key, t(`requests.chip.conversion.${search.conversion ?? 'converted'}`));
        break;
      case 'paymentReceivedFrom':
        single(key, t('requests.chip.paymentReceivedFrom', { date: day(search.paymentReceivedFrom ?? '') }));
        break;
      case 'paymentReceivedTo':
        single(key, t('requests.chip.paymentReceivedTo', { date: day(search.paymentReceivedTo ?? '') }));
        break;
      case 'mine':
        single(key, t('requests.chip.mine'));
        break;
      case 'stalled':
        single(key, t('requests.chip.stalled'));
        break;
      case 'open':
        single(key, t('requests.chip.open'));
        break;
      case 'removed':
        single(key, t('requests.chip.removed', { value: removedLabel(search.removed ?? 'exclude') }));
        break;
    }
  }

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
