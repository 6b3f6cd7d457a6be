import type { Product } from '../../../contract/upstream/product';

const isNumber = (value: number | undefined): value is number =>
  value !== undefined && Number.isFinite(value);

// Sums of money and weights come out of floating point as 429.00000000000006; a thousandth is
// finer than any figure the drawer shows.
const round = (value: number) => Math.round(value * 1000) / 1000;

export interface PriceTotals {
  /** Sum of the items' totalPrice, over the items that have one. */
  sum: number;
  /** Items left out of the sum because they have no totalPrice. */
  withoutTotal: number;
}

export function sumProductPrices(products: readonly Product[]): PriceTotals {
  let sum = 0;
  let withoutTotal = 0;
  for (const product of products) {
    if (isNumber(product.totalPrice)) sum += product.totalPrice;
    else withoutTotal += 1;
  }
  return { sum: round(sum), withoutTotal };
}

/**
 * The difference between what the items add up to and the request's originalValue, or undefined
 * when there is nothing to compare (a missing value, an item without total) or they agree to the cent.
 */
export function priceMismatch(totals: PriceTotals, originalValue: number | undefined): number | undefined {
  if (totals.withoutTotal > 0 || !isNumber(originalValue)) return undefined;
  const difference = round(originalValue - totals.sum);
  return Math.abs(difference) < 0.005 ? undefined : difference;
}

/** quantity × a per-unit measure (v2 weight or volume); undefined when either is missing. */
export function lineTotal(quantity: number | undefined, perUnit: number | undefined): number | undefined {
  return isNumber(quantity) && isNumber(perUnit) ? round(quantity * perUnit) : undefined;
}

/** The sum of the line totals that are known; undefined when none is. */
export function sumKnown(values: readonly (number | undefined)[]): number | undefined {
  const known = values.filter(isNumber);
  return known.length === 0 ? undefined : round(known.reduce((total, value) => total + value, 0));
}
