import { describe, expect, it } from 'vitest';
import { detectLocale } from './detectLocale';

describe('detectLocale', () => {
  it('maps any Portuguese to pt-BR and any English to en', () => {
    expect(detectLocale(['pt-BR'])).toBe('pt-BR');
    expect(detectLocale(['pt-PT', 'en'])).toBe('pt-BR');
    expect(detectLocale(['PT'])).toBe('pt-BR');
    expect(detectLocale(['en-US', 'pt-BR'])).toBe('en');
    expect(detectLocale(['en-GB'])).toBe('en');
  });

  it('honours the order of preference past unsupported languages', () => {
    expect(detectLocale(['fr-FR', 'pt-BR', 'en'])).toBe('pt-BR');
    expect(detectLocale(['de', 'en-US', 'pt'])).toBe('en');
  });

  it('does not take a look-alike prefix for Portuguese', () => {
    expect(detectLocale(['ptx', 'en'])).toBe('en');
  });

  it('answers English when only other languages are listed', () => {
    expect(detectLocale(['fr-FR', 'es'])).toBe('en');
  });

  it('answers pt-BR when the browser tells nothing', () => {
    expect(detectLocale([])).toBe('pt-BR');
    expect(detectLocale(undefined)).toBe('pt-BR');
    expect(detectLocale(['', ' '])).toBe('pt-BR');
  });
});
