// API tests build the real app against a real database (PGlite, or PostgreSQL when DATABASE_URL
// is set). The database is migrated and seeded once in globalSetup; each test file opens a copy.
// PGlite imports Node built-ins dynamically, hence --experimental-vm-modules in the test script.
const base = require('../tooling/jest.preset.cjs')(__dirname, { environment: 'node' });

module.exports = {
  ...base,
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  // A test file opens one or two databases in its hooks: on a busy 2-core machine (CI beside other
  // work) a PGlite copy takes tens of seconds to open, so the limit is generous; a hang still ends.
  testTimeout: 180_000,
  // light-my-request (app.inject) requires `cookie` 1.x, the API uses `jose` 6 and the OpenAPI test's
  // swagger-parser requires json-schema-ref-parser, all ESM only: let swc compile them to CommonJS.
  transformIgnorePatterns: ['^(?!.*/node_modules/(cookie|jose|@apidevtools/json-schema-ref-parser)/).*/node_modules/'],
  // Each test file opens its own database (~1 GB for PGlite): two at a time on this machine.
  maxWorkers: 2,
};
