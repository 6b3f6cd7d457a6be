import { z } from 'zod';
import { requestTypeSchema, type RequestType } from '../../../../contract/upstream/enums';
import { isRequestColumnId, type RequestColumnId } from '../requestColumns';
import { densitySchema } from '../requestsSearch';

export const savedViewSchema = z.object({
  id: z.string().min(1).max(64),
  name: z.string().trim().min(1).max(80),
  /** The view's URL search (filters, sort, page size, columns, density), without the page. */
  search: z.string().max(4000),
});
export type SavedView = z.infer<typeof savedViewSchema>;

const perType = <T extends z.ZodType>(item: T) => z.partialRecord(requestTypeSchema, item);

// Read tolerantly: this is our own data, but another version of Painel (or a person with the
// developer tools) may have written it; anything unreadable is forgotten, never a crash.
const columnChoice = z
  .array(z.unknown())
  .transform((ids) => ids.filter(isRequestColumnId))
  .catch([]);
// Widths a person dragged columns to, in px; an unknown column or an absurd width is dropped.
const columnSizes = z
  .record(z.string(), z.unknown())
  .transform((sizes) =>
    Object.fromEntries(
      Object.entries(sizes).filter(
        (entry): entry is [RequestColumnId, number] =>
          isRequestColumnId(entry[0]) && typeof entry[1] === 'number' && entry[1] >= 40 && entry[1] <= 1200,
      ),
    ),
  )
  .catch({});
const preferencesSchema = z.object({
  columns: perType(columnChoice).catch({}).default({}),
  sizes: columnSizes.default({}),
  density: densitySchema.optional().catch(undefined),
  views: perType(z.array(z.unknown()).transform(readViews)).catch({}).default({}),
});
export type RequestsPreferences = z.output<typeof preferencesSchema>;

function readViews(items: unknown[]): SavedView[] {
  return items.flatMap((item) => {
    const view = savedViewSchema.safeParse(item);
    return view.success ? [view.data] : [];
  });
}

const empty: RequestsPreferences = { columns: {}, sizes: {}, views: {} };

export const preferencesStorageKey = (userId: string) => `painel-requests-preferences:${userId}`;

// Choices storage refused (private windows, blocked cookies, a full quota) last the visit here;
// storage that took them is the only copy, so clearing it clears them.
const memory = new Map<string, string>();
const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; value: RequestsPreferences }>();

function readRaw(key: string): string | null {
  const refused = memory.get(key);
  if (refused !== undefined) return refused;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function parse(raw: string | null): RequestsPreferences {
  if (raw === null) return empty;
  try {
    const result = preferencesSchema.safeParse(JSON.parse(raw));
    return result.success ? result.data : empty;
  } catch {
    return empty;
  }
}

/** The preferences stored for a user; the same object until they change (a stable snapshot). */
export function readPreferences(userId: string): RequestsPreferences {
  const key = preferencesStorageKey(userId);
  const raw = readRaw(key);
  const cached = cache.get(key);
  if (cached && cached.raw === raw) return cached.value;
  const value = parse(raw);
  cache.set(key, { raw, value });
  return value;
}

export function writePreferences(
  userId: string,
  update: (current: RequestsPreferences) => RequestsPreferences,
): void {
  const key = preferencesStorageKey(userId);
  const json = JSON.stringify(update(readPreferences(userId)));
  try {
    window.localStorage.setItem(key, json);
    memory.delete(key);
  } catch {
    memory.set(key, json);
  }
  for (const notify of listeners) notify();
}

export function subscribePreferences(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the same user changed them.
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith('painel-requests-preferences:')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function columnsFor(
  preferences: RequestsPreferences,
  type: RequestType,
): RequestColumnId[] | undefined {
  const columns = preferences.columns[type];
  return columns && columns.length > 0 ? columns : undefined;
}
