import { useCallback } from 'react';
import { useLocale } from '../../i18n/useLocale';
import { useT } from '../../i18n/useT';
import { formatNumber } from '../../lib/format/formatNumber';
import { formatFigure, type FigureKind, type FigureValue } from './figureValues';

/** formatFigure in the reader's language, with "—" for a figure that cannot be computed. */
export function useFigureFormat(): (kind: FigureKind, value: FigureValue) => string {
  const t = useT();
  const { locale } = useLocale();
  return useCallback(
    (kind: FigureKind, value: FigureValue) =>
      formatFigure(kind, value, locale, t('charts.absent'), (days) =>
        t('charts.days', { count: days, days: formatNumber(days, locale, { maximumFractionDigits: 1 }) }),
      ),
    [t, locale],
  );
}
