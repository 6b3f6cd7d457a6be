import { randomUUID } from 'node:crypto';
import { and, asc, eq, or } from 'drizzle-orm';
import type { Role } from '../../contract/api/roles';
import {
  type CreateSavedView,
  type SavedView,
  type UpdateSavedView,
  VIEW_PROBLEM_CODES,
} from '../../contract/api/savedViews';
import type { RequestType } from '../../contract/upstream/enums';
import type { Database } from '../db/database';
import { savedViews } from '../db/schema/savedViews';
import { users } from '../db/schema/users';
import { HttpProblem } from '../http/problem';

/** The person acting on views. */
export interface ViewActor {
  id: string;
  roles: readonly Role[];
}

const isAdmin = (actor: ViewActor) => actor.roles.includes('admin');
/** Viewers keep private views; sharing with the team is for the roles that work the lists. */
const mayShare = (actor: ViewActor) => actor.roles.some((role) => role !== 'viewer');

const columns = {
  id: savedViews.id,
  type: savedViews.type,
  name: savedViews.name,
  query: savedViews.query,
  shared: savedViews.shared,
  isDefault: savedViews.isDefault,
  ownerId: savedViews.ownerId,
  ownerName: users.name,
  ownerEmail: users.email,
  createdAt: savedViews.createdAt,
  updatedAt: savedViews.updatedAt,
};
type ViewRow = {
  id: string;
  type: RequestType;
  name: string;
  query: string;
  shared: boolean;
  isDefault: boolean;
  ownerId: string;
  ownerName: string;
  ownerEmail: string;
  createdAt: Date;
  updatedAt: Date;
};

function toView(row: ViewRow, actor: ViewActor): SavedView {
  const mine = row.ownerId === actor.id;
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    query: row.query,
    shared: row.shared,
    isDefault: row.isDefault,
    owner: { id: row.ownerId, name: row.ownerName || row.ownerEmail },
    mine,
    canEdit: mine || (row.shared && isAdmin(actor)),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const notFound = () =>
  new HttpProblem({
    status: 404,
    code: VIEW_PROBLEM_CODES.viewNotFound,
    detail: 'There is no such saved view, or it is another person’s private view.',
  });

const sharingRefused = () =>
  new HttpProblem({
    status: 403,
    code: VIEW_PROBLEM_CODES.viewForbidden,
    detail: 'Viewers keep their views private: ask a colleague with another role to share a view.',
  });

/** Saved views (ADR 030): per person, shared ones visible to all, defaults one per person and type. */
export function createSavedViewsStore(db: Database, now: () => Date) {
  async function readOne(id: string): Promise<ViewRow | undefined> {
    const [row] = await db
      .select(columns)
      .from(savedViews)
      .innerJoin(users, eq(users.id, savedViews.ownerId))
      .where(eq(savedViews.id, id));
    return row;
  }

  /** The view as the actor may change it: 404 when they may not see it, 403 when not change it. */
  async function editable(id: string, actor: ViewActor): Promise<ViewRow> {
    const row = await readOne(id);
    if (!row || (!row.shared && row.ownerId !== actor.id)) throw notFound();
    if (row.ownerId !== actor.id && !isAdmin(actor)) {
      throw new HttpProblem({
        status: 403,
        code: VIEW_PROBLEM_CODES.viewForbidden,
        detail: `“${row.name}” is shared by ${row.ownerName || row.ownerEmail}: only they or an admin may change it. Save your own copy instead.`,
      });
    }
    return row;
  }

  return {
    async list(type: RequestType, actor: ViewActor): Promise<SavedView[]> {
      const rows = await db
        .select(columns)
        .from(savedViews)
        .innerJoin(users, eq(users.id, savedViews.ownerId))
        .where(
          and(eq(savedViews.type, type), or(eq(savedViews.ownerId, actor.id), eq(savedViews.shared, true))),
        )
        .orderBy(asc(savedViews.name), asc(savedViews.id));
      return rows.map((row) => toView(row, actor));
    },

    async create(input: CreateSavedView, actor: ViewActor): Promise<SavedView> {
      if (input.shared && !mayShare(actor)) throw sharingRefused();
      const id = randomUUID();
      const at = now();
      await db.transaction(async (tx) => {
        if (input.isDefault) {
          await tx
            .update(savedViews)
            .set({ isDefault: false })
            .where(
              and(
                eq(savedViews.ownerId, actor.id),
                eq(savedViews.type, input.type),
                eq(savedViews.isDefault, true),
              ),
            );
        }
        await tx.insert(savedViews).values({ id, ownerId: actor.id, ...input, createdAt: at, updatedAt: at });
      });
      const row = await readOne(id);
      if (!row) throw notFound();
      return toView(row, actor);
    },

    async update(id: string, patch: UpdateSavedView, actor: ViewActor): Promise<SavedView> {
      const row = await editable(id, actor);
      if (patch.shared && !mayShare(actor)) throw sharingRefused();
      // A default is the owner's own choice: an admin editing someone's shared view cannot set it.
      const isDefault = row.ownerId === actor.id ? patch.isDefault : undefined;
      await db.transaction(async (tx) => {
        if (isDefault) {
          await tx
            .update(savedViews)
            .set({ isDefault: false })
            .where(
              and(
                eq(savedViews.ownerId, row.ownerId),
                eq(savedViews.type, row.type),
                eq(savedViews.isDefault, true),
              ),
            );
        }
        await tx
          .update(savedViews)
          .set({
            ...(patch.name !== undefined ? { name: patch.name } : {}),
            ...(patch.query !== undefined ? { query: patch.query } : {}),
            ...(patch.shared !== undefined ? { shared: patch.shared } : {}),
            ...(isDefault !== undefined ? { isDefault } : {}),
            updatedAt: now(),
          })
          .where(eq(savedViews.id, id));
      });
      const updated = await readOne(id);
      if (!updated) throw notFound();
      return toView(updated, actor);
    },

    async remove(id: string, actor: ViewActor): Promise<void> {
      await editable(id, actor);
      await db.delete(savedViews).where(eq(savedViews.id, id));
    },
  };
}
