import { globSync, readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Dates in tests never depend on where the machine is: every worker runs in one pinned time zone,
// and a test about another zone (Brazil's, say) passes that zone explicitly.
process.env.TZ = 'UTC';

/**
 * Component test files that replace a module (vi.mock, vi.doMock), found by reading them, so a new
 * one is kept apart without anyone remembering to list it (ADR 104).
 */
const webFilesThatMockModules = globSync('src/web/**/*.test.{ts,tsx}').filter((file) =>
  /\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8')),
);

// Two worlds: Node code (contract, bff, sandbox, entry) runs in a node environment,
// the SPA in jsdom with Testing Library. Tests sit beside the code they test.
export default defineConfig({
  test: {
    // One file per core, not Vitest's default of one fewer: on a 2-core CI machine that default is a
    // single worker, and most storage and stack suites spend their time waiting on PostgreSQL, the
    // disk or loopback, not on the CPU, so a second file runs in those waits.
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: ['src/web/**', 'node_modules/**'],
          globalSetup: ['src/bff/db/testing/migratedTemplate.globalSetup.ts'],
          setupFiles: ['src/bff/db/testing/useMigratedTemplate.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // A worker loads Fastify, drizzle and the BFF's modules once for all its files (ADR 105).
          // Each file opens and closes its own databases, servers and processes; none replaces a
          // module. Stubbed globals and environment variables are put back after each file.
          isolate: false,
          unstubGlobals: true,
          unstubEnvs: true,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          exclude: webFilesThatMockModules,
          setupFiles: ['src/web/testing/setup.ts'],
          // Quiet, every component test ends within Vitest's default 5 s; on a busy 2-core machine
          // the slowest pass it. The margin is for a busy machine, not a slow test: a test that
          // needs it on a quiet one is to be split.
          testTimeout: 15_000,
          // A worker evaluates React, Mantine and the app's modules once for all the files it runs,
          // not once per file: that was most of what a component file cost (ADR 104). setup.ts
          // gives every file a clean window and storage; globals a file stubs are put back after it.
          isolate: false,
          unstubGlobals: true,
          unstubEnvs: true,
        },
      },
      {
        plugins: [react()],
        test: {
          // Files that replace a module keep a module graph of their own, so neither the
          // replacement nor what was loaded over it reaches another file.
          name: 'web-isolated',
          environment: 'jsdom',
          include: webFilesThatMockModules,
          setupFiles: ['src/web/testing/setup.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
