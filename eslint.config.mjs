// Lint, including the import boundaries of docs/architecture.md:
// - a remote never imports another remote, nor the shell;
// - inside a remote, a feature never imports another feature (features meet in pages), nor a page;
// - a remote never creates a router (one router, the shell's);
// - only shared/src/store imports zustand (everyone else uses its commands and hooks);
// - shared imports no app; test helpers (@arbora/shared/testing) only in tests; no import cycles;
// - server-kit (what the API and the shell server share as Node processes) imports no app;
// - every package a workspace imports is declared in that workspace's package.json;
// - a build file uses webpack's and federation's documented options only: no alias, no module
//   replacement (issue 34);
// - the apps' French texts use the typographic apostrophe (’), not the typewriter one.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
/** A letter, a typewriter apostrophe, a letter: « l'adresse » (an esquery regular expression). */
const STRAIGHT_APOSTROPHE = "/[a-zA-Zà-ÿÀ-Ÿ]'[a-zA-Zà-ÿÀ-Ÿ]/u";
const REMOTES = ['catalogue', 'content', 'forms', 'checkout', 'account', 'configurator'];
const WORKSPACES = ['shared', 'shell', ...REMOTES.map((r) => `mfe-${r}`), 'api', 'server-kit', 'e2e'];
/** Test code, per workspace (the whole e2e workspace is test code). */
const testFiles = (workspace) =>
  workspace === 'e2e'
    ? ['e2e/**']
    : ['**/*.test.{ts,tsx}', '**/testing/**', '**/test/**', '**/bench/**', '*.config.ts'].map(
        (glob) => `${workspace}/${glob}`,
      );

/** The feature folders of a remote, read when lint runs (a new feature is covered at once). */
const featuresOf = (remote) => {
  const dir = path.join(ROOT, `mfe-${remote}`, 'src', 'features');
  return existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
};

/** bulletproof-react's zones: a feature imports no other feature and no page; pages compose features. */
const featureZones = (remote) => {
  const features = `./mfe-${remote}/src/features`;
  return [
    ...featuresOf(remote).map((feature) => ({
      target: `${features}/${feature}`,
      from: features,
      except: [`./${feature}`],
      message: 'A feature does not import another feature: compose them in a page, or move the code to shared.',
    })),
    { target: features, from: `./mfe-${remote}/src/pages`, message: 'A feature does not import a page.' },
  ];
};

/** One router, the shell's: a remote page never creates or provides one. */
const noRouterInRemotes = {
  name: 'react-router',
  importNames: [
    'createBrowserRouter',
    'createHashRouter',
    'createMemoryRouter',
    'createStaticRouter',
    'RouterProvider',
    'BrowserRouter',
    'HashRouter',
    'MemoryRouter',
    'StaticRouter',
    'StaticRouterProvider',
  ],
  message: 'A remote never creates a router: the shell owns the only one (pages read usePageRoute()).',
};
const testingOnlyInTests = {
  name: '@arbora/shared/testing',
  message: '@arbora/shared/testing is for tests only.',
};

const zustandOnlyInStore = {
  name: 'zustand',
  message: 'Only shared/src/store imports zustand: use the store commands and hooks from @arbora/shared/store.',
};
const noZustandSubpaths = { group: ['zustand/*'], message: zustandOnlyInStore.message };
const zodThroughJitless = {
  name: 'zod',
  allowTypeImports: true,
  message:
    "Import z from shared/src/schemas/zod-jitless.ts: it sets zod's jitless mode (no `new Function` under the CSP).",
};

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

/**
 * The shell's layers, by what runs when (docs/architecture.md): `core/` (primitives every layer
 * uses) ← the feature folders ← `app/` (the routes composed) ← `boot/` (the browser's start) and
 * `ssr/` (the server's render); the shell server reads only the lower layers and `ssr/`.
 */
const SHELL_LAYER_TOPS = ['app', 'boot', 'ssr'];
const shellFeatures = () =>
  readdirSync(path.join(ROOT, 'shell', 'src'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !['core', 'testing', ...SHELL_LAYER_TOPS].includes(entry.name))
    .map((entry) => entry.name);
const shellLayerZones = () => [
  {
    target: './shell/src/core',
    from: './shell/src',
    except: ['./core'],
    message: 'shell/src/core is the lowest layer: it imports nothing else of the shell.',
  },
  ...shellFeatures().map((feature) => ({
    target: `./shell/src/${feature}`,
    from: SHELL_LAYER_TOPS.map((top) => `./shell/src/${top}`),
    message: 'A shell feature folder does not import app/, boot/ or ssr/ (the layers above it).',
  })),
  {
    target: './shell/src/app',
    from: ['./shell/src/boot', './shell/src/ssr'],
    message: 'shell/src/app does not import boot/ or ssr/ (they start it).',
  },
  {
    target: './shell/src/boot',
    from: './shell/src/ssr',
    message: 'The browser start never imports the server render.',
  },
  {
    target: './shell/src/ssr',
    from: './shell/src/boot',
    message: 'The server render never imports the browser start.',
  },
  {
    target: './shell/server',
    from: ['./shell/src/app', './shell/src/boot'],
    message: 'The shell server renders through shell/src/ssr; it does not import app/ or boot/.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/test-results-*/**',
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
    // The resolver that reads package `exports` (subpaths such as `@module-federation/enhanced/runtime`).
    settings: {
      'import-x/resolver-next': [
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] }),
      ],
    },
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
  {
    // An alias or a module replacement is how a build swaps a package, or one of its files, for
    // something else: then webpack and @module-federation can only be upgraded with every app at once.
    files: ['**/webpack.config.*', 'tooling/webpack/**', '**/*-plugin.cjs'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...["Property[key.name='alias']", "Property[key.value='alias']", "MemberExpression[property.name='alias']"].map(
          (selector) => ({
            selector,
            message:
              'No alias in a build: an app imports its own code by relative paths and a library by its documented names.',
          }),
        ),
        {
          selector: "Identifier[name='NormalModuleReplacementPlugin']",
          message: "No module replacement in a build: use the library's documented options.",
        },
      ],
    },
  },
  ...REMOTES.map((remote) => ({
    files: [`mfe-${remote}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [zustandOnlyInStore, noRouterInRemotes, testingOnlyInTests],
          patterns: [...appImports(remote), noZustandSubpaths],
        },
      ],
      'import-x/no-restricted-paths': ['error', { zones: featureZones(remote) }],
    },
  })),
  ...REMOTES.map((remote) => ({
    // Tests may render a page in a memory router and use the shared test kit.
    files: [`mfe-${remote}/**/*.test.{ts,tsx}`, `mfe-${remote}/src/testing/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [zustandOnlyInStore], patterns: [...appImports(remote), noZustandSubpaths] },
      ],
    },
  })),
  // Every import is declared by the workspace that makes it (tests may also use the root's dev tools).
  ...WORKSPACES.map((workspace) => ({
    files: [`${workspace}/**/*.{ts,tsx,mts,mjs}`],
    ignores: testFiles(workspace),
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        { packageDir: [path.join(ROOT, workspace)], devDependencies: false, includeTypes: false },
      ],
    },
  })),
  ...WORKSPACES.map((workspace) => ({
    files: testFiles(workspace),
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        { packageDir: [path.join(ROOT, workspace), ROOT], devDependencies: true, includeTypes: false },
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
    // validation's field rules (strings, booleans, refinements) never build an object schema, the
    // only kind zod compiles with `new Function`; they may take zod directly (a relative import of
    // schemas' module would cross a subpath boundary).
    ignores: ['shared/src/store/**', 'shared/src/schemas/zod-jitless.ts', 'shared/src/validation/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [zustandOnlyInStore, zodThroughJitless],
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
    files: ['shell/**/*.{ts,tsx}'],
    ignores: testFiles('shell'),
    rules: { 'import-x/no-restricted-paths': ['error', { zones: shellLayerZones() }] },
  },
  {
    // A shopper reads « l’adresse », not « l'adresse »: any text of an app's code with a letter, a
    // typewriter apostrophe and a letter. Shared's catalogues keep their recorded wording and are
    // typeset when handed out (`t`, shared/src/messages/typography.ts).
    // The shell's French texts are in its components; its other code writes English (logs, errors).
    files: ['shell/src/**/*.tsx', ...REMOTES.map((remote) => `mfe-${remote}/**/*.{ts,tsx}`)],
    ignores: [...testFiles('shell'), ...REMOTES.flatMap((remote) => testFiles(`mfe-${remote}`))],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          `Literal[value=${STRAIGHT_APOSTROPHE}]`,
          `JSXText[value=${STRAIGHT_APOSTROPHE}]`,
          // not the CSS of a styled component (its comments are English)
          `TemplateElement[value.raw=${STRAIGHT_APOSTROPHE}]:not(TaggedTemplateExpression > TemplateLiteral > TemplateElement)`,
        ].map((selector) => ({ selector, message: "French text: write the apostrophe ’ (U+2019), not '." })),
      ],
    },
  },
  {
    files: ['api/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: appImports(undefined) }] },
  },
  {
    files: ['server-kit/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...appImports(undefined),
            {
              group: ['@arbora/api', '@arbora/api/*', '**/api/src/**', '**/shell/server/**'],
              message: 'server-kit imports no app: the API and the shell server import it.',
            },
          ],
        },
      ],
    },
  },
);
