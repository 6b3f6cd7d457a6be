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

/**
 * Wp in kWp with KILOWATT_PEAK_DECIMALS decimals, an exact half away from zero (32745 Wp reads
 * 32,75 kWp). The rounding is done on whole steps of 10 Wp, not on the kWp fraction: 32745 / 1000
 * is 32.74499… in binary, which toFixed and `Math.round(x * 100)` round down while Intl rounds up,
 * so a screen, a spreadsheet and a kit's name could say two figures for one kit. Every writing of
 * a kit's power rounds through here.
 */
export function roundKilowattPeak(wattPeak: number): number {
  const factor = 10 ** KILOWATT_PEAK_DECIMALS;
  const steps = Math.round(Math.abs(wattPeak) / (1000 / factor));
  return steps === 0 ? 0 : (Math.sign(wattPeak) * steps) / factor;
}

/** The vendor's `totalPower` in kWp, rounded as every screen shows it (5,45 kWp). */
export function vendorPowerToKilowattPeak(totalPower: number): number {
  return roundKilowattPeak(vendorPowerToWattPeak(totalPower));
}
