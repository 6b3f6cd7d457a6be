import { describe, expect, it } from 'vitest';
import {
  formatKilowattPeak,
  formatKilowattPeakHeadline,
  formatWattPeak,
  kilowattPeakToWattPeak,
  vendorPowerToWattPeak,
  wattPeakToKilowattPeak,
} from './power';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('power', () => {
  it('reads the vendor totalPower as Wp (ADR 008)', () => {
    expect(vendorPowerToWattPeak(5450)).toBe(5450);
  });

  it('shows a kit in kWp with two decimals, as the vendor writes it in a kit name', () => {
    expect(plain(formatKilowattPeak(5450, 'pt-BR'))).toBe('5,45 kWp');
    expect(plain(formatKilowattPeak(5450, 'en'))).toBe('5.45 kWp');
    expect(plain(formatKilowattPeak(5000, 'pt-BR'))).toBe('5,00 kWp');
    expect(plain(formatKilowattPeak(8200, 'pt-BR'))).toBe('8,20 kWp');
    expect(plain(formatKilowattPeak(6675, 'pt-BR'))).toBe('6,68 kWp');
    expect(plain(formatKilowattPeak(160, 'pt-BR'))).toBe('0,16 kWp');
    expect(plain(formatKilowattPeak(1_250_000, 'pt-BR'))).toBe('1.250,00 kWp');
    expect(plain(formatKilowattPeak(32745, 'pt-BR'))).toBe('32,75 kWp');
    expect(plain(formatKilowattPeak(0.4, 'pt-BR'))).toBe('0,00 kWp');
  });

  it('heads a figure card with whole kWp from 1.000 kWp on, so it fits the card', () => {
    expect(plain(formatKilowattPeakHeadline(15_628_490, 'pt-BR'))).toBe('15.628 kWp');
    expect(plain(formatKilowattPeakHeadline(999_990, 'pt-BR'))).toBe('999,99 kWp');
    expect(plain(formatKilowattPeakHeadline(54_500, 'pt-BR'))).toBe('54,50 kWp');
  });

  it('gives the exact figure in Wp, the unit of the vendor filters', () => {
    expect(plain(formatWattPeak(6675, 'pt-BR'))).toBe('6.675 Wp');
    expect(plain(formatWattPeak(6675, 'en'))).toBe('6,675 Wp');
  });

  it('converts between kWp typed by a person and Wp sent to the vendor', () => {
    expect(wattPeakToKilowattPeak(5450)).toBe(5.45);
    expect(kilowattPeakToWattPeak(5.45)).toBe(5450);
    // 0.1 + 0.2 style float noise must not leak into a filter value.
    expect(kilowattPeakToWattPeak(4.35)).toBe(4350);
  });
});
