import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Two worlds: Node code (contract, bff, sandbox, entry) runs in a node environment,
// the SPA in jsdom with Testing Library. Tests sit beside the code they test.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: ['src/web/**', 'node_modules/**'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test/setup.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
