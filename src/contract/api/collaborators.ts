import { z } from 'zod';

export const DEFAULT_COLLABORATORS = 20;
export const MAX_COLLABORATORS = 100;

/** GET /api/collaborators: responsible collaborators the mirror knows, for suggestions. */
export const collaboratorsQuery = z.object({
  /** Part of a name or e-mail, any case, accents optional. */
  q: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || undefined : value),
    z.string().max(200).optional(),
  ),
  limit: z.coerce.number().int().min(1).max(MAX_COLLABORATORS).default(DEFAULT_COLLABORATORS),
});
export type CollaboratorsQuery = z.output<typeof collaboratorsQuery>;

export const collaborator = z.object({
  /** Lower-cased: the vendor identifies a collaborator by e-mail. */
  email: z.string(),
  /** The name most recently seen with this e-mail. */
  name: z.string().nullable(),
  /** Requests (not removed) this collaborator is responsible for. */
  requests: z.number().int(),
});
export type Collaborator = z.infer<typeof collaborator>;

export const collaboratorList = z.object({ items: z.array(collaborator) });
export type CollaboratorList = z.infer<typeof collaboratorList>;
