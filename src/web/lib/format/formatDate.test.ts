import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './formatDate';
import { parseVendorTimestamp } from './parseVendorTimestamp';

const plain = (text: string) => text.replace(/\s/g, ' ');
const saoPaulo = { timeZone: 'America/Sao_Paulo' };

describe('parseVendorTimestamp', () => {
  it('tells instants, calendar days and wall-clock times apart', () => {
    expect(parseVendorTimestamp('2024-05-01T13:04:05.123Z')?.kind).toBe('instant');
    expect(parseVendorTimestamp('2024-05-01T13:04:05-03:00')?.kind).toBe('instant');
    expect(parseVendorTimestamp('2024-05-01')?.kind).toBe('date');
    expect(parseVendorTimestamp('2024-05-01T10:04')?.kind).toBe('wallclock');
  });

  it('refuses what is not a real timestamp', () => {
    for (const text of [
      '',
      'ontem',
      '2024-02-30',
      '2024-13-01',
      '2024-05-01T25:00',
      '01/05/2024',
      '1714568645123',
    ]) {
      expect(parseVendorTimestamp(text), text).toBeUndefined();
    }
  });
});

describe('formatDate and formatDateTime', () => {
  it('shows an instant in the reader time zone', () => {
    expect(plain(formatDateTime('2024-05-01T13:04:05.123Z', 'pt-BR', saoPaulo))).toBe('01/05/2024, 10:04');
    expect(plain(formatDateTime('2024-05-01T13:04:05.123Z', 'en', saoPaulo))).toBe('May 1, 2024, 10:04 AM');
    // Just after midnight UTC is still the day before in Brazil.
    expect(formatDate('2024-05-01T01:00:00.000Z', 'pt-BR', saoPaulo)).toBe('30/04/2024');
  });

  it('never moves a calendar day (billingDate) to the day before', () => {
    expect(formatDate('2024-05-01', 'pt-BR', saoPaulo)).toBe('01/05/2024');
    expect(formatDate('2024-05-01', 'en', { timeZone: 'Pacific/Honolulu' })).toBe('May 1, 2024');
    // A calendar day has no time: none is invented.
    expect(formatDateTime('2024-05-01', 'pt-BR', saoPaulo)).toBe('01/05/2024');
  });

  it('shows a zone-less time (paidAt) exactly as written', () => {
    expect(plain(formatDateTime('2024-05-01T10:04', 'pt-BR', { timeZone: 'Asia/Tokyo' }))).toBe(
      '01/05/2024, 10:04',
    );
  });

  it('returns text that is not a timestamp unchanged', () => {
    expect(formatDate('em breve', 'pt-BR')).toBe('em breve');
    expect(formatDateTime('2024-02-30', 'en')).toBe('2024-02-30');
  });
});
