import { Absent } from '../../components/Absent';
import { useLocale } from '../../i18n/useLocale';
import { formatNumber } from '../../lib/format/formatNumber';
import { isAbsent } from '../../lib/isAbsent';

/** A plain quantity in the reader's format (1.234,5), up to three decimals; absent when missing. */
export function NumberValue({
  value,
  fractionDigits = 3,
}: {
  value: number | null | undefined;
  /** Decimals shown at most, for a measure whose units are small (m³ of a cable). */
  fractionDigits?: number;
}) {
  const { locale } = useLocale();
  if (isAbsent(value)) return <Absent />;
  return (
    <span style={{ fontVariantNumeric: 'tabular-nums' }}>
      {formatNumber(value, locale, { maximumFractionDigits: fractionDigits })}
    </span>
  );
}
