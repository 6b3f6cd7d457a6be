/**
 * The one place that says what unit the vendor's `totalPower` is in. The spec gives no unit for
 * it, but names Wp for the filters on the same quantity (`powerGTE`/`powerLTE`), so Painel reads
 * it as Wp (docs/decisions/008-power-unit.md). If the vendor turns out to send kWp, this becomes
 * `totalPower * 1000` and every screen and export follows.
 */
export function vendorPowerToWattPeak(totalPower: number): number {
  return totalPower;
}

/** A kit's power is said in kWp with this many decimals: the list, the drawer, the exports. */
export const KILOWATT_PEAK_DECIMALS = 2;

/** The vendor's `totalPower` in kWp, rounded as every screen shows it (5,45 kWp). */
export function vendorPowerToKilowattPeak(totalPower: number): number {
  const factor = 10 ** KILOWATT_PEAK_DECIMALS;
  return Math.round((vendorPowerToWattPeak(totalPower) / 1000) * factor) / factor;
}
