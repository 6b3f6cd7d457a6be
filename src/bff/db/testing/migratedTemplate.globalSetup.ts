import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { findMigrationsFolder } from '../migrationsFolder';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (tar.gz), for memory:// databases to start from. */
    migratedTemplate: string;
  }
}

/**
 * Once per run: an in-memory PGlite with every migration, dumped to a file the node suites'
 * databases start from (registered by useMigratedTemplate.ts), so each skips creating an empty
 * database.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const client = await PGlite.create({ dataDir: 'memory://', extensions: { pg_trgm } });
  await migrate(drizzle({ client }), { migrationsFolder: findMigrationsFolder() });
  // Compressed: a tenth of the size, read faster than the plain tar and unpacked as fast.
  const dump = await client.dumpDataDir('gzip');
  await client.close();
  const file = join(tmpdir(), `painel-migrated-template-${process.pid}.tar.gz`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('migratedTemplate', file);
  return () => rm(file, { force: true });
}
