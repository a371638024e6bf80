// Shared Jest preset: @swc/jest transform (ts-jest does not work with recent TypeScript), jsdom by default.
const path = require('node:path');

/** @param {string} rootDir @param {{ environment?: 'jsdom' | 'node' }} [opts] */
module.exports = function jestPreset(rootDir, opts = {}) {
  const environment = opts.environment ?? 'jsdom';
  return {
    rootDir,
    displayName: path.basename(rootDir),
    testEnvironment: environment,
    testMatch: ['<rootDir>/**/*.test.{ts,tsx}'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    // Jest's 5 s default is a quiet machine's: on a loaded 2-core one a page test that renders and
    // clicks through a form, or a suite whose first import compiles a large module graph, can take
    // several times longer without being wrong. A hung test still fails, only later.
    testTimeout: 30_000,
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    setupFiles: [path.join(__dirname, 'jest.polyfills.cjs')],
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'jest.setup-dom.cjs')] : [],
  };
};
