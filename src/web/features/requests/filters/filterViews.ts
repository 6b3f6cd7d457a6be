import type { FilterKey, RequestFilters } from '../../../../contract/api/requestFilters';
import { enumLabel } from '../../../../contract/labels/enumLabels';
import type { Translator } from '../../../i18n/createTranslator';
import type { Locale } from '../../../i18n/locales';
import type { MessageKey, Messages } from '../../../i18n/messages/pt-BR';
import { formatDate, formatDateTime } from '../../../lib/format/formatDate';
import { formatKilowattPeak } from '../../../lib/format/power';
import { maskCnpjAsTyped } from './cnpjText';

/** What a chip needs to word a value in the reader's language. */
export interface ChipWords {
  t: Translator<Messages>;
  locale: Locale;
}

/** One value as a chip shows it: an item of a list filter (each its own chip), else the value. */
type FilterValue<K extends FilterKey> =
  NonNullable<RequestFilters[K]> extends readonly (infer Item)[] ? Item : NonNullable<RequestFilters[K]>;

/** A control of the panel that only one filter has. */
export type ControlOfItsKind =
  'cnpj' | 'uf' | 'status' | 'paymentStatus' | 'paymentType' | 'conversion' | 'removed';

/**
 * Where a person sets a filter. In the filter panel, which loads on first use (so a control is
 * named here, never imported): a text or power field with its label, one range of days from this
 * key `to` another, or a control of its own. Elsewhere: the search box, a work-queue button, the
 * range its start opens, or only a link (a figure's drill-down).
 */
export type FilterControl =
  | { text: MessageKey }
  | { power: MessageKey }
  | { days: MessageKey; to: FilterKey }
  | ControlOfItsKind
  | { setBy: 'search box' | 'work queue' | 'its start' | 'a link' };

interface FilterView<K extends FilterKey> {
  control: FilterControl;
  /** The value as the chip `requests.chip.<key>` reads it in `{value}`; absent, as it is written. */
  chip?: (value: FilterValue<K>, words: ChipWords) => string;
}

const onDay = (date: string, { locale }: ChipWords) => formatDate(date, locale);
const inKilowattPeak = (wattPeak: number, { locale }: ChipWords) => formatKilowattPeak(wattPeak, locale);

/**
 * Every list filter's control and chip, one record each, in the panel's order (ADR 074); the
 * chips come in the contract's order.
 */
export const FILTER_VIEWS: { readonly [K in FilterKey]: FilterView<K> } = {
  createdFrom: { control: { days: 'requests.date.created', to: 'createdTo' }, chip: onDay },
  createdTo: { control: { setBy: 'its start' }, chip: onDay },
  createdBefore: {
    control: { setBy: 'a link' },
    chip: (instant, { locale }) => formatDateTime(instant, locale),
  },
  updatedFrom: { control: { days: 'requests.date.updated', to: 'updatedTo' }, chip: onDay },
  updatedTo: { control: { setBy: 'its start' }, chip: onDay },
  code: { control: { text: 'requests.filter.code' } },
  name: { control: { text: 'requests.filter.name' } },
  powerMin: { control: { power: 'requests.filter.powerMin' }, chip: inKilowattPeak },
  powerMax: { control: { power: 'requests.filter.powerMax' }, chip: inKilowattPeak },
  uf: { control: 'uf' },
  city: { control: { text: 'requests.filter.city' } },
  cnpj: { control: 'cnpj', chip: (cnpj) => maskCnpjAsTyped(cnpj) },
  responsible: { control: { text: 'requests.filter.responsible' } },
  status: { control: 'status' },
  paymentStatus: {
    control: 'paymentStatus',
    chip: (status, { locale }) => enumLabel('paymentStatus', status, locale),
  },
  paymentType: {
    control: 'paymentType',
    chip: (method, { locale }) => enumLabel('paymentType', method, locale),
  },
  paymentReceivedFrom: {
    control: { days: 'requests.date.paymentReceived', to: 'paymentReceivedTo' },
    chip: onDay,
  },
  paymentReceivedTo: { control: { setBy: 'its start' }, chip: onDay },
  conversion: { control: 'conversion', chip: (choice, { t }) => t(`requests.filter.conversion.${choice}`) },
  removed: { control: 'removed', chip: (mode, { t }) => t(`requests.removed.${mode}`) },
  q: { control: { setBy: 'search box' } },
  responsibleEmail: { control: { setBy: 'a link' } },
  mine: { control: { setBy: 'work queue' } },
  stalled: { control: { setBy: 'work queue' } },
  open: { control: { setBy: 'work queue' } },
};

/** A chip's text for one value of a filter (one item of a list): `requests.chip.<key>` in its words. */
export function chipText(key: FilterKey, value: unknown, words: ChipWords): string {
  // The registry's type pairs each key's chip with its value; read by any key, it takes that value.
  const chip = (FILTER_VIEWS[key].chip ?? String) as (value: unknown, words: ChipWords) => string;
  return words.t(`requests.chip.${key}`, { value: chip(value, words) });
}
