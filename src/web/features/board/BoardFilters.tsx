import { Button, Group, MultiSelect } from '@mantine/core';
import { useId, useState } from 'react';
import { UFS, ufSchema, type Uf } from '../../../contract/upstream/enums';
import { useT } from '../../i18n/useT';
import { DateRangeFilter } from '../../components/DateRangeFilter';
import { TextFilterInput } from '../../components/TextFilterInput';
import { usePhoneLayout } from '../../lib/usePhoneLayout';
import { UF_NAMES } from '../../lib/vocabulary/ufNames';
import {
  activeBoardFilterCount,
  withBoardFilter,
  withoutBoardFilters,
  type BoardSearch,
  type BoardSearchUpdate,
} from '../../lib/board/boardSearch';

export interface BoardFiltersProps {
  search: BoardSearch;
  onSearchChange: (update: BoardSearchUpdate) => void;
}

const UF_OPTIONS = UFS.map((uf) => ({ value: uf, label: `${uf} · ${UF_NAMES[uf]}` }));

/**
 * The board's filters, each writing straight to the URL (text after a pause, like the requests
 * table): free text, responsible, delivery UF and the created-date range (the lists' dd/mm/aaaa picker).
 * On a phone the search stays and the others fold behind "Filtros (N)": stacked, they filled the
 * whole first screen and put the board below it.
 */
export function BoardFilters({ search, onSearchChange }: BoardFiltersProps) {
  const t = useT();
  const phone = usePhoneLayout();
  const [unfolded, setUnfolded] = useState(false);
  const moreId = useId();
  const set = <K extends keyof BoardSearch>(key: K, value: BoardSearch[K] | undefined) =>
    onSearchChange((current) => withBoardFilter(current, key, value));
  const active = activeBoardFilterCount(search);
  const folded = phone && !unfolded;
  // What the fold hides and is set: the button says so ("Filtros (2)"); a date range is one filter.
  const foldedSet = [
    search.responsible,
    search.uf?.length ? search.uf : undefined,
    search.createdFrom ?? search.createdTo,
  ].filter((value) => value !== undefined).length;

  return (
    <Group component="section" aria-label={t('board.filters.label')} gap="sm" align="flex-end" wrap="wrap">
      <TextFilterInput
        label={t('board.filters.search')}
        placeholder={t('board.filters.searchPlaceholder')}
        type="search"
        maxLength={200}
        value={search.q}
        onCommit={(value) => set('q', value)}
        style={{ flex: '1 1 16rem', maxWidth: '28rem' }}
      />
      {phone ? (
        <Button
          variant="default"
          aria-expanded={!folded}
          aria-controls={moreId}
          onClick={() => setUnfolded((shown) => !shown)}
        >
          {foldedSet > 0
            ? t('requests.filters.buttonCount', { count: foldedSet })
            : t('requests.filters.button')}
        </Button>
      ) : null}
      {/* Its fields take their places in the row as if it were not there. */}
      <div id={moreId} style={{ display: folded ? 'none' : 'contents' }}>
        <TextFilterInput
          label={t('board.filters.responsible')}
          maxLength={200}
          value={search.responsible}
          onCommit={(value) => set('responsible', value)}
          style={{ flex: '0 1 14rem' }}
        />
        <MultiSelect
          label={t('requests.filter.uf')}
          data={UF_OPTIONS}
          value={search.uf ?? []}
          onChange={(values) =>
            set(
              'uf',
              values.flatMap((value): Uf[] => {
                const uf = ufSchema.safeParse(value);
                return uf.success ? [uf.data] : [];
              }),
            )
          }
          searchable
          clearable
          clearButtonProps={{ 'aria-label': t('requests.filter.clearField') }}
          style={{ flex: '0 1 14rem' }}
        />
        <div style={{ flex: '0 1 16rem' }}>
          <DateRangeFilter
            label={t('requests.date.created')}
            from={search.createdFrom}
            to={search.createdTo}
            onChange={(from, to) =>
              onSearchChange((current) =>
                withBoardFilter(withBoardFilter(current, 'createdFrom', from), 'createdTo', to),
              )
            }
          />
        </div>
        {active > 0 && (
          <Button variant="default" onClick={() => onSearchChange(withoutBoardFilters)}>
            {t('board.filters.clear')}
          </Button>
        )}
      </div>
    </Group>
  );
}
