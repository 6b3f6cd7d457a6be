let loadTemplate: (() => Promise<Blob>) | undefined;

/**
 * A dump (`PGlite.dumpDataDir`) of a migrated database that every later `memory://` database
 * starts from, instead of an empty one: the test suites register one per run, because creating
 * an empty database is most of an in-memory database's start and they open about a hundred.
 * Pending migrations still run on top of it. A module of its own, so registering one loads no
 * database code.
 */
export function startMemoryDatabasesFrom(load: (() => Promise<Blob>) | undefined): void {
  loadTemplate = load;
}

/** The registered dump, if any. */
export const memoryTemplate = (): Promise<Blob | undefined> => loadTemplate?.() ?? Promise.resolve(undefined);
