import { describe, expect, it } from 'vitest';
import { kilowattPeakTextToWattPeak, wattPeakToKilowattPeakText } from './kilowattPeakText';

describe('power typed in kWp, kept in Wp', () => {
  it('reads a comma or a point as the decimal separator', () => {
    expect(kilowattPeakTextToWattPeak('5,45')).toBe(5450);
    expect(kilowattPeakTextToWattPeak(' 5.45 ')).toBe(5450);
    expect(kilowattPeakTextToWattPeak('12')).toBe(12000);
  });

  it('says empty and not-a-number apart', () => {
    expect(kilowattPeakTextToWattPeak('')).toBeUndefined();
    expect(kilowattPeakTextToWattPeak('cinco')).toBeNull();
    expect(kilowattPeakTextToWattPeak('-3')).toBeNull();
    expect(kilowattPeakTextToWattPeak('1.000,5')).toBeNull();
  });

  it('shows Wp as kWp in the locale, without grouping', () => {
    expect(wattPeakToKilowattPeakText(5450, 'pt-BR')).toBe('5,45');
    expect(wattPeakToKilowattPeakText(1234567, 'pt-BR')).toBe('1234,567');
    expect(wattPeakToKilowattPeakText(5450, 'en')).toBe('5.45');
  });
});
