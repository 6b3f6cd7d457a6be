import { NativeSelect, Paper, SimpleGrid } from '@mantine/core';
import { REMOVED_MODES, removedModeSchema } from '../../../../contract/api/requestFilters';
import type { RequestType } from '../../../../contract/upstream/enums';
import { DateRangeFilter } from '../../../components/DateRangeFilter';
import { ConversionFilter } from '../../../components/filters/ConversionFilter';
import { PaymentStatusFilter } from '../../../components/filters/PaymentStatusFilter';
import { PaymentTypeFilter } from '../../../components/filters/PaymentTypeFilter';
import { StatusFilter } from '../../../components/filters/StatusFilter';
import { UfFilter } from '../../../components/filters/UfFilter';
import { TextFilterInput } from '../../../components/TextFilterInput';
import { useLocale } from '../../../i18n/useLocale';
import { useT } from '../../../i18n/useT';
import { useRemovedLabel } from '../labels/useRemovedLabel';
import { withFilter, type RequestsSearch, type SearchUpdate } from '../requestsSearch';
import { cnpjCharacters, maskCnpjAsTyped } from './cnpjText';
import { kilowattPeakTextToWattPeak, wattPeakToKilowattPeakText } from './kilowattPeakText';

export interface FilterPanelProps {
  id: string;
  type: RequestType;
  search: RequestsSearch;
  onSearchChange: (update: SearchUpdate) => void;
  /** A bordered panel on the page; inside the phone's drawer, which frames it, plain. */
  framed?: boolean;
}

type DateKey =
  'createdFrom' | 'createdTo' | 'updatedFrom' | 'updatedTo' | 'paymentReceivedFrom' | 'paymentReceivedTo';
type TextKey = 'code' | 'name' | 'city' | 'responsible';

/**
 * Every filter the vendor's listing offers, plus request status, payment status and type, when a
 * payment was received and (orders) whether it came from a budget: each a labelled control that writes straight to the URL (text after a pause). Dates are one range
 * control each, in the reader's language (the picker loads with this panel, not with the page).
 */
export function FilterPanel({ id, type, search, onSearchChange, framed = true }: FilterPanelProps) {
  const t = useT();
  const { locale } = useLocale();
  const removedLabel = useRemovedLabel();

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
        <UfFilter value={search.uf} onChange={(value) => set('uf', value)} />
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
        <StatusFilter type={type} value={search.status} onChange={(value) => set('status', value)} />
        <PaymentStatusFilter value={search.paymentStatus} onChange={(value) => set('paymentStatus', value)} />
        <PaymentTypeFilter value={search.paymentType} onChange={(value) => set('paymentType', value)} />
        {dateRange('paymentReceivedFrom', 'paymentReceivedTo', t('requests.date.paymentReceived'))}
        {type === 'order' || search.conversion !== undefined ? (
          <ConversionFilter value={search.conversion} onChange={(value) => set('conversion', value)} />
        ) : null}
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
