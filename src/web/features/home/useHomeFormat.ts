import { useMemo } from 'react';
import { useLocale } from '../../i18n/useLocale';
import { formatBrl, formatBrlCompact } from '../../lib/format/formatBrl';
import { formatNumber } from '../../lib/format/formatNumber';
import { formatKilowattPeak } from '../../lib/format/power';

/** The home's figures in the reader's language: compact BRL on cards, exact BRL in tables, kWp. */
export function useHomeFormat() {
  const { locale } = useLocale();
  return useMemo(
    () => ({
      locale,
      count: (value: number) => formatNumber(value, locale),
      brl: (value: number) => formatBrl(value, locale),
      brlCompact: (value: number) => formatBrlCompact(value, locale),
      kwp: (wattPeak: number) => formatKilowattPeak(wattPeak, locale),
    }),
    [locale],
  );
}
