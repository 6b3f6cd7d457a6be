import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './formatRelativeTime';

const now = new Date('2024-05-01T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('formatRelativeTime', () => {
  it('says how long ago in each language', () => {
    expect(formatRelativeTime(ago(12_000), now, 'pt-BR')).toBe('há 12 segundos');
    expect(formatRelativeTime(ago(12_000), now, 'en')).toBe('12 seconds ago');
    expect(formatRelativeTime(ago(12_000), now, 'pt-BR', 'short')).toBe('há 12 seg.');
    expect(formatRelativeTime(ago(12_000), now, 'en', 'narrow')).toBe('12s ago');
  });

  it('picks the unit a person would use', () => {
    expect(formatRelativeTime(ago(0), now, 'pt-BR')).toBe('agora');
    expect(formatRelativeTime(ago(300), now, 'en')).toBe('now');
    expect(formatRelativeTime(ago(50_000), now, 'en')).toBe('1 minute ago');
    expect(formatRelativeTime(ago(3 * 60_000), now, 'pt-BR')).toBe('há 3 minutos');
    expect(formatRelativeTime(ago(5 * 3_600_000), now, 'pt-BR')).toBe('há 5 horas');
    expect(formatRelativeTime(ago(24 * 3_600_000), now, 'pt-BR')).toBe('ontem');
    expect(formatRelativeTime(ago(10 * 86_400_000), now, 'en')).toBe('10 days ago');
    expect(formatRelativeTime(ago(60 * 86_400_000), now, 'en')).toBe('2 months ago');
    expect(formatRelativeTime(ago(400 * 86_400_000), now, 'pt-BR')).toBe('ano passado');
  });

  it('speaks of the future too', () => {
    expect(formatRelativeTime(new Date(now.getTime() + 2 * 3_600_000), now, 'pt-BR')).toBe('em 2 horas');
  });
});
