import { z } from 'zod';
import { requestTypeSchema } from '../upstream/enums';

export const SAVED_VIEW_NAME_MAX = 80;
export const SAVED_VIEW_QUERY_MAX = 2000;

const instant = z.iso.datetime({ offset: true });
const viewName = z
  .string()
  .trim()
  .min(1, { error: 'must not be empty' })
  .max(SAVED_VIEW_NAME_MAX, { error: `must be at most ${SAVED_VIEW_NAME_MAX} characters` });
/** The list's URL search string (with or without the leading "?"), stored as given. */
const viewQuery = z
  .string()
  .max(SAVED_VIEW_QUERY_MAX, { error: `must be at most ${SAVED_VIEW_QUERY_MAX} characters` });

/**
 * A saved view of the orders or budgets list, kept on the server per person (ADR 030).
 * `mine`: the reader owns it; `canEdit`: the reader may change or delete it (its owner, or an
 * admin for a shared view). `isDefault` is the owner's default for the type, and is only ever
 * set on the owner's own views.
 */
export const savedView = z.object({
  id: z.uuid(),
  type: requestTypeSchema,
  name: z.string(),
  query: z.string(),
  shared: z.boolean(),
  isDefault: z.boolean(),
  owner: z.object({ id: z.uuid(), name: z.string() }),
  mine: z.boolean(),
  canEdit: z.boolean(),
  createdAt: instant,
  updatedAt: instant,
});
export type SavedView = z.infer<typeof savedView>;

/** GET /api/views?type=order|budget: the reader's own views and everyone's shared ones. */
export const savedViewsQuery = z.object({ type: requestTypeSchema });
export const savedViewList = z.object({ views: z.array(savedView) });
export type SavedViewList = z.infer<typeof savedViewList>;

/** POST /api/views. Setting isDefault unsets the owner's other default of the type. */
export const createSavedView = z.object({
  type: requestTypeSchema,
  name: viewName,
  query: viewQuery,
  shared: z.boolean().default(false),
  isDefault: z.boolean().default(false),
});
export type CreateSavedView = z.infer<typeof createSavedView>;
export type CreateSavedViewInput = z.input<typeof createSavedView>;

/** PATCH /api/views/:id: one or more of these. */
export const updateSavedView = z
  .object({
    name: viewName.optional(),
    query: viewQuery.optional(),
    shared: z.boolean().optional(),
    isDefault: z.boolean().optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    error: 'must change at least one of name, query, shared, isDefault',
  });
export type UpdateSavedView = z.infer<typeof updateSavedView>;

export const savedViewParams = z.object({ id: z.uuid({ error: 'must be a view id' }) });

/** The `code`s of the saved views' problems. */
export const VIEW_PROBLEM_CODES = {
  /** No such view, or another person's private one. */
  viewNotFound: 'view_not_found',
  /** Another person's shared view (only its owner or an admin changes it), or a viewer sharing. */
  viewForbidden: 'forbidden',
} as const;
