import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The architecture's import boundaries, enforced (see docs/decisions/003-lint-and-format.md):
// contract imports only zod; web and bff never import each other; sandbox sees only the contract;
// e2e talks to the running stack over HTTP and imports nothing from src.
const boundary = (message, group) => ({
  'no-restricted-imports': ['error', { patterns: [{ group, message }] }],
});

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
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...boundary('The SPA talks to the backend over HTTP only; share types through src/contract.', [
        '**/bff/**',
        '**/sandbox/**',
        'node:*',
      ]),
    },
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
    files: ['src/sandbox/**/*.ts'],
    rules: boundary('The sandbox simulates the vendor and knows only the upstream contract.', [
      '**/web/**',
      '**/bff/**',
      '**/contract/api/**',
    ]),
  },
  {
    files: ['e2e/**/*.ts'],
    rules: boundary('End-to-end journeys drive the running stack over HTTP and import nothing from src.', [
      '**/src/**',
    ]),
  },
);
