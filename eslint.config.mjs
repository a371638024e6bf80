// Lint, including the import boundaries of ARCHITECTURE.md:
// - a remote never imports another remote, nor the shell;
// - only shared/src/store imports zustand (everyone else uses its commands and hooks);
// - shared imports no app; no import cycles anywhere.
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = ['catalogue', 'content', 'forms', 'checkout', 'account', 'configurator'];

const zustandOnlyInStore = {
  name: 'zustand',
  message: 'Only shared/src/store imports zustand: use the store commands and hooks from @arbora/shared/store.',
};
const noZustandSubpaths = { group: ['zustand/*'], message: zustandOnlyInStore.message };

/** Patterns that reach into another app's code. */
const appImports = (except) => [
  ...REMOTES.filter((r) => r !== except).flatMap((r) => [
    {
      group: [`@arbora/mfe-${r}`, `@arbora/mfe-${r}/*`],
      message: 'A remote must not import another remote: talk through @arbora/shared (bus, store).',
    },
    {
      group: [`**/mfe-${r}/**`, `**/mfe-${r}`],
      message: 'A remote must not import another remote: talk through @arbora/shared (bus, store).',
    },
  ]),
  {
    group: ['@arbora/shell', '@arbora/shell/*', '**/shell/src/**'],
    message: 'Nothing imports the shell: it loads remotes, not the other way round.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.data/**',
      'api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'] } } },
    rules: {
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...REMOTES.map((remote) => ({
    files: [`mfe-${remote}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [zustandOnlyInStore], patterns: [...appImports(remote), noZustandSubpaths] },
      ],
    },
  })),
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [zustandOnlyInStore],
          patterns: [
            noZustandSubpaths,
            ...REMOTES.flatMap((r) => [
              {
                group: [`@arbora/mfe-${r}`, `@arbora/mfe-${r}/*`, `**/mfe-${r}/**`],
                message: 'The shell loads remotes at run time through federation, never by import.',
              },
            ]),
          ],
        },
      ],
    },
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    ignores: ['shared/src/store/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [zustandOnlyInStore],
          patterns: [
            noZustandSubpaths,
            ...appImports(undefined),
            { group: ['@arbora/api', '**/api/src/**'], message: 'shared must not import the API.' },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures take `({}, use)`: neither a React hook nor a mistake.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  {
    files: ['api/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: appImports(undefined) }] },
  },
);
