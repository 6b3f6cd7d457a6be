import { describe, expect, it } from 'vitest';
import { lineTotal, priceMismatch, sumKnown, sumProductPrices } from './productTotals';

describe('product totals', () => {
  it('sums the totals that exist and counts the items without one', () => {
    expect(sumProductPrices([{ totalPrice: 13500 }, { totalPrice: 7000 }, { quantity: 100 }])).toEqual({
      sum: 20500,
      withoutTotal: 1,
    });
  });

  it('reports a difference from originalValue only when every item has a total', () => {
    expect(priceMismatch({ sum: 21300, withoutTotal: 0 }, 25000)).toBe(3700);
    expect(priceMismatch({ sum: 21300, withoutTotal: 1 }, 25000)).toBeUndefined();
    expect(priceMismatch({ sum: 21300, withoutTotal: 0 }, undefined)).toBeUndefined();
  });

  it('treats sums that agree to the cent as agreeing, whatever floating point says', () => {
    expect(priceMismatch(sumProductPrices([{ totalPrice: 0.1 }, { totalPrice: 0.2 }]), 0.3)).toBeUndefined();
  });

  it('multiplies per-unit measures by the quantity without float noise', () => {
    expect(lineTotal(15, 28.6)).toBe(429);
    expect(lineTotal(15, 0.09)).toBe(1.35);
    expect(lineTotal(undefined, 28.6)).toBeUndefined();
    expect(sumKnown([429, undefined, 1.35])).toBe(430.35);
    expect(sumKnown([undefined])).toBeUndefined();
  });
});
