import { type Clock, systemClock } from './clock';
import type { Config } from './config';
import type { Database, DatabaseKind } from './db/database';
import { openDatabase } from './db/openDatabase';
import { budgetsFromConfig } from './governor/budgets';
import { createGovernor, type Governor, type GovernorLogger } from './governor/governor';

/**
 * Everything the routes need, built once per process from the configuration. Tests build the same
 * thing with an in-memory database and a manual clock, so no route reaches for a global.
 */
export interface Services {
  config: Config;
  clock: Clock;
  db: Database;
  dbKind: DatabaseKind;
  governor: Governor;
  /** Releases what the services hold (the database last); safe to call once at shutdown. */
  close(): Promise<void>;
}

export interface ServiceOverrides {
  clock?: Clock;
  /** Overrides DATA_DIR, e.g. `memory://` in tests. */
  dataDir?: string;
  logger?: GovernorLogger;
}

export async function createServices(config: Config, overrides: ServiceOverrides = {}): Promise<Services> {
  const clock = overrides.clock ?? systemClock;
  const opened = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: overrides.dataDir ?? config.DATA_DIR,
  });
  const governor = createGovernor({
    db: opened.db,
    budgets: budgetsFromConfig(config),
    clock,
    logger: overrides.logger,
  });
  return {
    config,
    clock,
    db: opened.db,
    dbKind: opened.kind,
    governor,
    close: () => opened.close(),
  };
}
