import { z } from 'zod';
import { openEnum } from './openEnum';
import { productTypeSchema } from './enums';

/** `products[].structure`: the mounting structure billed with the item. */
export const productStructure = z.looseObject({
  name: z.string().optional(),
  type: z.string().optional(),
  amount: z.number().optional(),
  price: z.number().optional(),
});
export type ProductStructure = z.infer<typeof productStructure>;

/** `products[].center`: the distribution center. */
export const distributionCenter = z.looseObject({
  name: z.string().optional(),
  code: z.string().optional(),
});
export type DistributionCenter = z.infer<typeof distributionCenter>;

/** `products[].dimensions`, v2 listing only; units are in the field names. */
export const productDimensions = z.looseObject({
  length_MM: z.number().optional(),
  width_MM: z.number().optional(),
  height_MM: z.number().optional(),
  weight_KG: z.number().optional(),
  volume_M3: z.number().optional(),
});
export type ProductDimensions = z.infer<typeof productDimensions>;

/** One item of a request. */
export const product = z.looseObject({
  type: openEnum(productTypeSchema).optional(),
  productCode: z.string().optional(),
  name: z.string().optional(),
  quantity: z.number().optional(),
  /** Unit price. */
  singlePrice: z.number().optional(),
  totalPrice: z.number().optional(),
  structure: productStructure.optional(),
  center: distributionCenter.optional(),
  dimensions: productDimensions.optional(),
});
export type Product = z.infer<typeof product>;
