import type { OpenedDatabase } from '../../db/database';
import { openDatabase } from '../../db/openDatabase';
import { governorCircuit, upstreamCalls } from '../../db/schema';
import { createPostgresTestDatabase, testPostgresUrl } from '../../db/testing/testDatabases';
import { untouchedCircuit } from './untouchedCircuit';

/** A database the governor's suites run on: `open` is one backend process of its own. */
export interface GovernorEngine {
  open(): Promise<OpenedDatabase>;
  dispose(): Promise<void>;
}

/** A fresh PostgreSQL database; each `open` is a pool of its own, as a second process would be. */
export async function postgresGovernorEngine(): Promise<GovernorEngine> {
  const database = await createPostgresTestDatabase(testPostgresUrl ?? '');
  return {
    open: () => openDatabase({ databaseUrl: database.value, dataDir: 'unused' }),
    dispose: database.dispose,
  };
}

/** Every test starts with an empty ledger and a closed circuit nobody opened or reset. */
export async function resetGovernorTables(db: OpenedDatabase['db']): Promise<void> {
  await db.delete(upstreamCalls);
  await db.update(governorCircuit).set(untouchedCircuit);
}
