import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The architecture's import boundaries, enforced (see docs/decisions/003-lint-and-format.md):
// contract imports only zod; web and bff never import each other; sandbox sees only the contract;
// e2e talks to the running stack over HTTP and imports nothing from src.
const boundary = (message, group) => ({
  'no-restricted-imports': ['error', { patterns: [{ group, message }] }],
});

// Inside the SPA (docs/decisions/034-feature-boundaries-enforced.md): a feature imports no other
// feature and not the app; components and lib import neither. Paths are resolved, so relative
// imports and dynamic import() are both checked. The feature list is read from the folder, so a
// new feature is fenced in from its first file.
const web = './src/web';
const features = readdirSync(`${web}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webZones = (appExcept) => [
  ...features.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message:
      'Features do not import each other: move what both need to src/web/components or src/web/lib, or compose them in src/web/app.',
  })),
  {
    target: `${web}/features`,
    from: `${web}/app`,
    except: appExcept,
    message: 'The app composes features, never the other way round.',
  },
  {
    target: [`${web}/components`, `${web}/lib`],
    from: [`${web}/features`, `${web}/app`],
    message: 'Shared components and lib sit below the features and the app and import neither.',
  },
];
const webBoundaries = (appExcept = []) => ({
  'import-x/no-restricted-paths': ['error', { zones: webZones(appExcept) }],
});

// Inside the BFF (docs/decisions/082-rooms-by-job.md): a room's name says its job, and these zones
// keep the names true. Tests and test support may cross them to set up what they check.
const bff = './src/bff';
const bffZones = [
  {
    target: `${bff}/mirror/read`,
    from: `${bff}/mirror/apply`,
    // A document's digits are made one way, when the column is written and when it is searched.
    except: ['./recordColumns.ts'],
    message: 'Reading the mirror never applies observations; move what both need to mirror/read.',
  },
  {
    target: `${bff}/mirror/read`,
    from: `${bff}/mirror/export`,
    message: 'Exports are built on the reads, not the other way round.',
  },
  {
    target: `${bff}/mirror/export`,
    from: `${bff}/mirror/apply`,
    message: 'An export reads the mirror; it never applies observations.',
  },
  {
    target: `${bff}/mirror/apply`,
    from: `${bff}/mirror/export`,
    message: 'Applying observations knows nothing of exports.',
  },
  {
    target: `${bff}/vendor/client`,
    from: bff,
    except: ['./vendor/client'],
    message:
      "The vendor's HTTP client knows only the contract: the budget, the database and problems belong to vendor/governed and the governor.",
  },
  {
    target: `${bff}/webhooks/receive`,
    from: [`${bff}/webhooks/inbox`, `${bff}/db`, `${bff}/mirror`],
    message:
      'Receiving a webhook hands the delivery to the handler it is given (the inbox, wired in services.ts).',
  },
];

export default tseslint.config(
  {
    ignores: ['dist/**', 'reports/**', 'data/**', 'node_modules/**', 'coverage/**', 'drizzle/meta/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...webBoundaries(),
      ...boundary('The SPA talks to the backend over HTTP only; share types through src/contract.', [
        '**/bff/**',
        '**/sandbox/**',
        'node:*',
      ]),
    },
  },
  {
    // A feature's tests may render the whole app through its test harness, as a reader meets them.
    files: ['src/web/features/**/*.test.{ts,tsx}'],
    rules: webBoundaries(['./testing']),
  },
  {
    files: ['src/contract/**/*.ts'],
    rules: boundary('The contract is shared by every part and may import only zod and itself.', [
      '**/web/**',
      '**/bff/**',
      '**/sandbox/**',
      'node:*',
      'react',
      'fastify',
    ]),
  },
  {
    files: ['src/bff/**/*.ts'],
    rules: boundary('The backend reaches the SPA and the sandbox only over HTTP.', [
      '**/web/**',
      '**/sandbox/**',
    ]),
  },
  {
    files: ['src/bff/**/*.ts'],
    ignores: ['src/bff/**/*.test.ts', 'src/bff/**/testing/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: bffZones }] },
  },
  {
    files: ['src/sandbox/**/*.ts'],
    rules: boundary('The sandbox simulates the vendor and knows only the upstream contract.', [
      '**/web/**',
      '**/bff/**',
      '**/contract/api/**',
    ]),
  },
  {
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/**'],
              message: 'End-to-end journeys drive the running stack over HTTP and import nothing from src.',
            },
          ],
          // A journey's `test` must point at its worker's own Painel (ADR 106).
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import `test` from './support/test': it points each worker at its own lane.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['e2e/support/test.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
