import { NativeSelect, Paper } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { type FilterKey, REMOVED_MODES, removedModeSchema } from '../../../../contract/api/requestFilters';
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
import { withFilter, type RequestsSearch, type SearchUpdate } from '../requestsSearch';
import { cnpjCharacters, maskCnpjAsTyped } from './cnpjText';
import { type ControlOfItsKind, FILTER_VIEWS, type FilterControl } from './filterViews';
import { kilowattPeakTextToWattPeak, wattPeakToKilowattPeakText } from './kilowattPeakText';
import classes from './FilterPanel.module.css';

export interface FilterPanelProps {
  id: string;
  type: RequestType;
  search: RequestsSearch;
  onSearchChange: (update: SearchUpdate) => void;
  /** A bordered panel on the page; inside the phone's drawer, which frames it, plain. */
  framed?: boolean;
}

const PANEL_ORDER = Object.keys(FILTER_VIEWS) as FilterKey[];

/**
 * Every filter the registry (./filterViews.ts) places in the panel, in its order: the vendor
 * listing's, plus request status, payment status and type, when a payment was received and
 * (orders) whether it came from a budget. Each writes straight to the URL (text after a pause);
 * dates are one range control each, in the reader's language (the picker loads with this panel,
 * not with the page).
 */
export function FilterPanel({ id, type, search, onSearchChange, framed = true }: FilterPanelProps) {
  const t = useT();
  const { locale } = useLocale();
  const set = <K extends FilterKey>(key: K, value: RequestsSearch[K] | undefined) =>
    onSearchChange((current) => withFilter(current, key, value));
  const text = (key: FilterKey) => {
    const value = search[key];
    return typeof value === 'string' ? value : undefined;
  };
  const powerOrder =
    search.powerMin !== undefined && search.powerMax !== undefined && search.powerMin > search.powerMax
      ? t('requests.filter.powerOrder')
      : undefined;

  const ofItsKind: Record<ControlOfItsKind, ReactNode> = {
    cnpj: (
      <TextFilterInput
        label={t('requests.filter.cnpj')}
        inputMode="text"
        autoComplete="off"
        placeholder="00.000.000/0000-00"
        value={search.cnpj}
        toDisplay={maskCnpjAsTyped}
        format={maskCnpjAsTyped}
        normalize={(typed) => cnpjCharacters(typed) || undefined}
        onCommit={(value) => set('cnpj', value)}
      />
    ),
    uf: <UfFilter value={search.uf} onChange={(value) => set('uf', value)} />,
    status: <StatusFilter type={type} value={search.status} onChange={(value) => set('status', value)} />,
    paymentStatus: (
      <PaymentStatusFilter value={search.paymentStatus} onChange={(value) => set('paymentStatus', value)} />
    ),
    paymentType: (
      <PaymentTypeFilter value={search.paymentType} onChange={(value) => set('paymentType', value)} />
    ),
    conversion:
      type === 'order' || search.conversion !== undefined ? (
        <ConversionFilter value={search.conversion} onChange={(value) => set('conversion', value)} />
      ) : null,
    removed: (
      <NativeSelect
        label={t('requests.filter.removed')}
        value={search.removed ?? 'exclude'}
        onChange={(event) => {
          const mode = removedModeSchema.safeParse(event.currentTarget.value).data;
          set('removed', mode === 'exclude' ? undefined : mode);
        }}
        data={REMOVED_MODES.map((mode) => ({ value: mode, label: t(`requests.removed.${mode}`) }))}
      />
    ),
  };

  const control = (key: FilterKey, view: FilterControl): ReactNode => {
    if (typeof view === 'string') return ofItsKind[view];
    if ('setBy' in view) return null;
    if ('days' in view) {
      return (
        <DateRangeFilter
          label={t(view.days)}
          from={text(key)}
          to={text(view.to)}
          onChange={(from, to) =>
            onSearchChange((current) => withFilter(withFilter(current, key, from), view.to, to))
          }
        />
      );
    }
    if ('text' in view) {
      return (
        <TextFilterInput
          label={t(view.text)}
          maxLength={200}
          value={text(key)}
          onCommit={(value) => set(key, value)}
        />
      );
    }
    const wattPeak = search[key];
    return (
      <TextFilterInput
        // The label says the unit ("Potência mínima (kWp)"), read aloud with the field: not again inside it.
        label={t(view.power)}
        inputMode="decimal"
        value={typeof wattPeak === 'number' ? wattPeakToKilowattPeakText(wattPeak, locale) : undefined}
        normalize={(typed) => {
          const typedWattPeak = kilowattPeakTextToWattPeak(typed);
          return typedWattPeak === null || typedWattPeak === undefined
            ? typedWattPeak
            : wattPeakToKilowattPeakText(typedWattPeak, locale);
        }}
        invalidMessage={t('requests.filter.powerInvalid')}
        // The bounds' order shows on the second.
        error={key === 'powerMax' ? powerOrder : undefined}
        onCommit={(typed) =>
          set(key, typed === undefined ? undefined : (kilowattPeakTextToWattPeak(typed) ?? undefined))
        }
      />
    );
  };

  return (
    <Paper
      id={id}
      withBorder={framed}
      p={framed ? 'md' : 0}
      component="section"
      aria-label={t('requests.filter.panel')}
    >
      <div className={classes.grid}>
        {PANEL_ORDER.map((key) => (
          <Fragment key={key}>{control(key, FILTER_VIEWS[key].control)}</Fragment>
        ))}
      </div>
    </Paper>
  );
}
