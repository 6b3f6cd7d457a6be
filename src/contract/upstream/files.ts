import { z } from 'zod';

/** `files[]`: uploaded file names grouped by category. */
export const fileGroup = z.looseObject({
  category: z.string().optional(),
  uploadedFiles: z.array(z.string()).optional(),
});
export type FileGroup = z.infer<typeof fileGroup>;
