import { z } from 'zod';

/** `customForm[]`: one question and its answer. */
export const formAnswer = z.looseObject({
  question: z.string().optional(),
  answer: z.string().optional(),
});
export type FormAnswer = z.infer<typeof formAnswer>;
