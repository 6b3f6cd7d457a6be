import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface DemoDataDir {
  path: string;
  /** Removes the folder; a stop that never comes leaves it to the system's tmp cleaning. */
  remove(): Promise<void>;
}

/**
 * Where the demo keeps its database when nobody chose (no DATA_DIR, no DATABASE_URL): a folder of
 * its own, made anew at every start. The sandbox generates its world again at every start, so a
 * database kept from the last one would read the new world as changes to every request (ADR 109).
 * Undefined when a database was chosen: that one is used, and kept, as it is.
 */
export async function demoDataDir(env: NodeJS.ProcessEnv): Promise<DemoDataDir | undefined> {
  if (env.DATA_DIR || env.DATABASE_URL) return undefined;
  const path = await mkdtemp(join(tmpdir(), 'painel-demo-'));
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}
