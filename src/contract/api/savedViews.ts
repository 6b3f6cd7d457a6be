import { z } from 'zod';
import { requestTypeSchema } from '../upstream/enums';

/** A saved view of a requests list: a name for a URL search (filters, sort, columns, density). */
export const savedView = z.object({
  id: z.string(),
  type: requestTypeSchema,
  name: z.string(),
  /** The view's URL search without the leading "?" and without the page. */
  query: z.string(),
  shared: z.boolean(),
  isDefault: z.boolean(),
  owner: z.object({ id: z.string(), name: z.string() }),
  /** The signed-in person owns it. */
  mine: z.boolean(),
  /** The signed-in person may change it (its owner, or an admin for a shared view). */
  canEdit: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedView = z.infer<typeof savedView>;
export const savedViewList = z.array(savedView);

export const savedViewsQuery = z.object({ type: requestTypeSchema });

/** POST /api/views. */
export const createSavedView = z.object({
  type: requestTypeSchema,
  name: z.string().trim().min(1).max(80),
  query: z.string().max(4000),
  shared: z.boolean().default(false),
  isDefault: z.boolean().default(false),
});
export type CreateSavedView = z.input<typeof createSavedView>;

/** PATCH /api/views/:id: any of the fields. */
export const updateSavedView = createSavedView.omit({ type: true }).partial();
export type UpdateSavedView = z.input<typeof updateSavedView>;
