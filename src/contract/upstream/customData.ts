import { z } from 'zod';
import { openEnum } from './openEnum';
import { customDataTypeSchema } from './enums';

/** Text, a whole or floating number, or the numbers of a multiple selection. */
export const customDataValue = z.union([z.string(), z.number(), z.array(z.number())]);
export type CustomDataValue = z.infer<typeof customDataValue>;

/** `customData[]`: the value of one custom field. */
export const customData = z.looseObject({
  /** Identification code of the field. */
  key: z.string().optional(),
  value: customDataValue.optional(),
  type: openEnum(customDataTypeSchema).optional(),
});
export type CustomData = z.infer<typeof customData>;
