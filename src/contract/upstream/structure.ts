import { z } from 'zod';

/**
 * One module arrangement. `orientation` is read as text: the spec types it as a string and only
 * indicates portrait or landscape (ORIENTATIONS), so another value is not a reading error.
 */
export const arrangement = z.looseObject({
  linesAmount: z.number().optional(),
  modulesByLine: z.number().optional(),
  orientation: z.string().optional(),
});
export type Arrangement = z.infer<typeof arrangement>;

/** `structure`: the mounting structure of the request and its module arrangements. */
export const structure = z.looseObject({
  kind: z.string().optional(),
  arrangements: z.array(arrangement).optional(),
});
export type Structure = z.infer<typeof structure>;
