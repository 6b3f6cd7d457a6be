import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createSecurityServices } from '../bff/auth/securityServices';
import { systemClock } from '../bff/clock';
import { ConfigError, loadConfig } from '../bff/config';
import { openDatabase } from '../bff/db/openDatabase';
import { CommandError, runUserCommand } from './userCommands';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * `npm run users -- <command>`: manage accounts from the operator's shell, against the database
 * the environment names (DATABASE_URL, or the embedded one in DATA_DIR).
 */
async function main(argv: string[]): Promise<number> {
  const config = loadConfig();
  if (!config.DATABASE_URL && !argv.includes('--force')) {
    // PGlite belongs to one process at a time; it marks an open data folder with this file.
    const marker = join(resolve(config.DATA_DIR), 'postmaster.pid');
    if (existsSync(marker)) {
      throw new CommandError(
        `The embedded database in ${config.DATA_DIR} is open in another process (Painel?). Stop it first; ` +
          'if nothing is running (a crash left the marker behind), add --force.',
      );
    }
  }
  const opened = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const security = createSecurityServices({ config, db: opened.db, clock: systemClock });
    return await runUserCommand(argv, {
      ...security,
      print: (line) => console.log(line),
      readStdin,
    });
  } finally {
    await opened.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const known = error instanceof CommandError || error instanceof ConfigError;
    console.error(known ? error.message : error instanceof Error ? error.message : String(error));
    process.exitCode = error instanceof CommandError ? error.exitCode : 1;
  },
);
