import { describe, expect, it } from 'vitest';
import type { PluralMessage } from './dictionary';
import { interpolate, selectPlural, translate } from './translate';

describe('interpolate', () => {
  it('replaces every {name} with its value', () => {
    expect(
      interpolate('{who} abriu {code} às {time}; {who} de novo', 'pt-BR', {
        who: 'Ana',
        code: 'P-12',
        time: '10:00',
      }),
    ).toBe('Ana abriu P-12 às 10:00; Ana de novo');
  });

  it('writes numbers the way the language does', () => {
    expect(interpolate('{n} pedidos', 'pt-BR', { n: 1234.5 })).toBe('1.234,5 pedidos');
    expect(interpolate('{n} orders', 'en', { n: 1234.5 })).toBe('1,234.5 orders');
  });

  it('leaves a placeholder without a value visible instead of blank', () => {
    expect(interpolate('Olá, {name}!', 'pt-BR', {})).toBe('Olá, {name}!');
  });

  it('does not treat a value as a template (no double substitution)', () => {
    expect(interpolate('{a} {b}', 'en', { a: '{b}', b: 'x' })).toBe('{b} x');
  });
});

describe('plurals', () => {
  const orders: PluralMessage = { '=0': 'nenhum pedido', one: '{count} pedido', other: '{count} pedidos' };

  it('follows the CLDR rules of each language', () => {
    const en: PluralMessage = { one: '{count} order', other: '{count} orders' };
    expect(translate(en, 'en', { count: 1 })).toBe('1 order');
    expect(translate(en, 'en', { count: 0 })).toBe('0 orders');
    expect(translate(en, 'en', { count: 1.5 })).toBe('1.5 orders');
    expect(translate(orders, 'pt-BR', { count: 1 })).toBe('1 pedido');
    expect(translate(orders, 'pt-BR', { count: 2 })).toBe('2 pedidos');
    // Portuguese files 1.5 under "one" (i = 0..1).
    expect(translate(orders, 'pt-BR', { count: 1.5 })).toBe('1,5 pedido');
  });

  it('uses the exact-zero form when there is one, else "other": never "0 pedido"', () => {
    expect(translate(orders, 'pt-BR', { count: 0 })).toBe('nenhum pedido');
    expect(selectPlural({ one: 'um', other: 'vários' }, 'pt-BR', 0)).toBe('vários');
    expect(translate({ one: '{count} pedido', other: '{count} pedidos' }, 'pt-BR', { count: 0 })).toBe(
      '0 pedidos',
    );
    expect(translate({ one: '{count} order', other: '{count} orders' }, 'en', { count: 0 })).toBe('0 orders');
  });

  it('falls back to "other" for a category the message does not spell out', () => {
    // A million is "many" in Portuguese CLDR; a message without "many" still reads correctly.
    expect(translate(orders, 'pt-BR', { count: 1_000_000 })).toBe('1.000.000 pedidos');
  });

  it('uses "other" when no count is given rather than failing', () => {
    expect(translate(orders, 'pt-BR')).toBe('{count} pedidos');
  });
});
