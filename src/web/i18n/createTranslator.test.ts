import { describe, expect, it } from 'vitest';
import { createTranslator } from './createTranslator';
import type { Dictionary } from './dictionary';

const fixture = {
  greeting: 'Olá, {name}',
  orders: { one: '{count} pedido', other: '{count} pedidos' },
} satisfies Dictionary;

describe('createTranslator', () => {
  const t = createTranslator(fixture, 'pt-BR');

  it('translates plain and plural messages by key', () => {
    expect(t('greeting', { name: 'Ana' })).toBe('Olá, Ana');
    expect(t('orders', { count: 3 })).toBe('3 pedidos');
  });

  it('checks keys and plural counts at compile time', () => {
    // @ts-expect-error not a key of the dictionary
    expect(t('unknown')).toBe('unknown');
    // @ts-expect-error a plural message needs its count
    expect(t('orders')).toBe('{count} pedidos');
  });
});
