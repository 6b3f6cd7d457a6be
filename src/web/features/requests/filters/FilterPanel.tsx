import { MultiSelect, NativeSelect, Paper, SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { REMOVED_MODES, removedModeSchema } from '../../../../contract/api/requestFilters';
import {
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  UFS,
  paymentStatusSchema,
  paymentTypeSchema,
  ufSchema,
  type RequestType,
} from '../../../../contract/upstream/enums';
import { useLocale } from '../../../i18n/useLocale';
import { useT } from '../../../i18n/useT';
import { statusesQuery } from '../../../lib/statusesQuery';
import { useEnumLabel } from '../../../lib/vocabulary/useVocabulary';
import { useRemovedLabel } from '../labels/useRemovedLabel';
import { withFilter, type RequestsSearch, type SearchUpdate } from '../requestsSearch';
import { cnpjCharacters, maskCnpjAsTyped } from './cnpjText';
import { DateRangeFilter } from '../../../components/DateRangeFilter';
import { kilowattPeakTextToWattPeak, wattPeakToKilowattPeakText } from './kilowattPeakText';
import { TextFilterInput } from '../../../components/TextFilterInput';
import { UF_NAMES } from '../../../lib/vocabulary/ufNames';

export interface FilterPanelProps {
  id: string;
  type: RequestType;
  search: RequestsSearch;
  onSearchChange: (update: SearchUpdate) => void;
  /** A bordered panel on the page; inside the phone's drawer, which frames it, plain. */
  framed?: boolean;
}

type DateKey = 'createdFrom' | 'createdTo' | 'updatedFrom' | 'updatedTo';
type TextKey = 'code' | 'name' | 'city' | 'responsible';

function parseList<T>(values: string[], parse: (value: string) => T | undefined): T[] {
  return values.flatMap((value) => {
    const parsed = parse(value);
    return parsed === undefined ? [] : [parsed];
  });
}

/**
 * Every filter the vendor's listing offers, plus request status, payment status and type: each a
 * labelled control that writes straight to the URL (text after a pause). Dates are one range
 * control each, in the reader's language (the picker loads with this panel, not with the page).
 */
export function FilterPanel({ id, type, search, onSearchChange, framed = true }: FilterPanelProps) {
  const t = useT();
  const { locale } = useLocale();
  const enumLabel = useEnumLabel();
  const removedLabel = useRemovedLabel();
  const statuses = useQuery(statusesQuery(type));

  const set = <K extends keyof RequestsSearch & Parameters<typeof withFilter>[1]>(
    key: K,
    value: RequestsSearch[K] | undefined,
  ) => onSearchChange((current) => withFilter(current, key, value));

  const dateRange = (fromKey: DateKey, toKey: DateKey, label: string) => (
    <DateRangeFilter
      label={label}
      from={search[fromKey]}
      to={search[toKey]}
      onChange={(from, to) =>
        onSearchChange((current) => withFilter(withFilter(current, fromKey, from), toKey, to))
      }
    />
  );
  const textInput = (key: TextKey, label: string) => (
    <TextFilterInput
      label={label}
      maxLength={200}
      value={search[key]}
      onCommit={(value) => set(key, value)}
    />
  );
  const powerInput = (key: 'powerMin' | 'powerMax', label: string, error?: string) => {
    const value = search[key];
    return (
      <TextFilterInput
        label={label}
        inputMode="decimal"
        rightSection="kWp"
        rightSectionWidth={48}
        value={value === undefined ? undefined : wattPeakToKilowattPeakText(value, locale)}
        normalize={(text) => {
          const wattPeak = kilowattPeakTextToWattPeak(text);
          return wattPeak === null || wattPeak === undefined
            ? wattPeak
            : wattPeakToKilowattPeakText(wattPeak, locale);
        }}
        invalidMessage={t('requests.filter.powerInvalid')}
        error={error}
        onCommit={(text) =>
          set(key, text === undefined ? undefined : (kilowattPeakTextToWattPeak(text) ?? undefined))
        }
      />
    );
  };

  const powerOrder =
    search.powerMin !== undefined && search.powerMax !== undefined && search.powerMin > search.powerMax
      ? t('requests.filter.powerOrder')
      : undefined;

  // Statuses in the URL stay choosable (and removable) even when no longer configured.
  const configured = statuses.data?.statuses.map((status) => status.name) ?? [];
  const statusOptions = [...new Set([...configured, ...(search.status ?? [])])];

  return (
    <Paper
      id={id}
      withBorder={framed}
      p={framed ? 'md' : 0}
      component="section"
      aria-label={t('requests.filter.panel')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" verticalSpacing="sm">
        {dateRange('createdFrom', 'createdTo', t('requests.date.created'))}
        {dateRange('updatedFrom', 'updatedTo', t('requests.date.updated'))}
        {textInput('code', t('requests.filter.code'))}
        {textInput('name', t('requests.filter.name'))}
        {powerInput('powerMin', t('requests.filter.powerMin'))}
        {powerInput('powerMax', t('requests.filter.powerMax'), powerOrder)}
        <MultiSelect
          label={t('requests.filter.uf')}
          data={UFS.map((uf) => ({ value: uf, label: `${uf} · ${UF_NAMES[uf]}` }))}
          value={search.uf ?? []}
          onChange={(values) =>
            set(
              'uf',
              parseList(values, (value) => ufSchema.safeParse(value).data),
            )
          }
          searchable
          clearable
          clearButtonProps={{ 'aria-label': t('requests.filter.clearField') }}
        />
        {textInput('city', t('requests.filter.city'))}
        <TextFilterInput
          label={t('requests.filter.cnpj')}
          inputMode="text"
          autoComplete="off"
          placeholder="00.000.000/0000-00"
          value={search.cnpj}
          toDisplay={maskCnpjAsTyped}
          format={maskCnpjAsTyped}
          normalize={(text) => cnpjCharacters(text) || undefined}
          onCommit={(value) => set('cnpj', value)}
        />
        {textInput('responsible', t('requests.filter.responsible'))}
        <MultiSelect
          label={t('requests.filter.status')}
          description={
            statuses.isError
              ? t('requests.filter.statusesUnavailable')
              : statuses.data?.stale
                ? t('requests.filter.statusesStale')
                : undefined
          }
          data={statusOptions}
          value={search.status ?? []}
          onChange={(values) => set('status', values)}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': t('requests.filter.clearField') }}
        />
        <MultiSelect
          label={t('requests.filter.paymentStatus')}
          data={PAYMENT_STATUSES.map((status) => ({
            value: status,
            label: enumLabel('paymentStatus', status),
          }))}
          value={search.paymentStatus ?? []}
          onChange={(values) =>
            set(
              'paymentStatus',
              parseList(values, (value) => paymentStatusSchema.safeParse(value).data),
            )
          }
          clearable
          clearButtonProps={{ 'aria-label': t('requests.filter.clearField') }}
        />
        <MultiSelect
          label={t('requests.filter.paymentType')}
          data={PAYMENT_TYPES.map((paymentType) => ({
            value: paymentType,
            label: enumLabel('paymentType', paymentType),
          }))}
          value={search.paymentType ?? []}
          onChange={(values) =>
            set(
              'paymentType',
              parseList(values, (value) => paymentTypeSchema.safeParse(value).data),
            )
          }
          clearable
          clearButtonProps={{ 'aria-label': t('requests.filter.clearField') }}
        />
        <NativeSelect
          label={t('requests.filter.removed')}
          value={search.removed ?? 'exclude'}
          onChange={(event) => {
            const mode = removedModeSchema.safeParse(event.currentTarget.value).data;
            set('removed', mode === 'exclude' ? undefined : mode);
          }}
          data={REMOVED_MODES.map((mode) => ({ value: mode, label: removedLabel(mode) }))}
        />
      </SimpleGrid>
    </Paper>
  );
}
