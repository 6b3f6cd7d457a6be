import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const journal = join('meta', '_journal.json');

/**
 * Finds the `drizzle/` folder of generated migrations. The same code runs from source (tsx,
 * Vitest: src/bff/db/) and bundled (dist/server/main.js), at different depths, so it walks up from
 * this module and then from the working directory until a folder with a journal turns up.
 */
export function findMigrationsFolder(from: string = dirname(fileURLToPath(import.meta.url))): string {
  for (const start of [from, process.cwd()]) {
    let directory = resolve(start);
    for (;;) {
      const candidate = join(directory, 'drizzle');
      if (existsSync(join(candidate, journal))) return candidate;
      const parent = dirname(directory);
      if (parent === directory) break;
      directory = parent;
    }
  }
  throw new Error(
    `No migrations found: looked for drizzle/${journal} above ${from} and above ${process.cwd()}; run Painel from its folder.`,
  );
}
