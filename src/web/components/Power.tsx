import { useLocale } from '../i18n/useLocale';
import { formatKilowattPeak, formatWattPeak, vendorPowerToWattPeak } from '../lib/format/power';
import { isAbsent } from '../lib/isAbsent';
import { Absent } from './Absent';

/**
 * A kit's power as kits are sold, in kWp, with the exact Wp figure (the unit of the vendor's
 * filters) on hover. `value` is the vendor's `totalPower` as received (ADR 008).
 */
export function Power({ value }: { value: number | null | undefined }) {
  const { locale } = useLocale();
  if (isAbsent(value)) return <Absent />;
  const wattPeak = vendorPowerToWattPeak(value);
  return (
    <span title={formatWattPeak(wattPeak, locale)} style={{ whiteSpace: 'nowrap' }}>
      {formatKilowattPeak(wattPeak, locale)}
    </span>
  );
}
