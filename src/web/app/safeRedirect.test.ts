import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safeRedirect';

describe('safeRedirect', () => {
  it('keeps a path inside Painel with its query', () => {
    expect(safeRedirect('/orders/ORD-1?uf=SP,RJ&page=2')).toBe('/orders/ORD-1?uf=SP,RJ&page=2');
  });

  it('refuses anything that could leave Painel or loop back to the login page', () => {
    for (const target of [
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      'orders',
      '/login?x=1',
      '/login',
      '/a\nb',
      42,
    ]) {
      expect(safeRedirect(target), String(target)).toBeUndefined();
    }
  });
});
