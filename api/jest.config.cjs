// API tests build the real app against a real database (PGlite, or PostgreSQL when DATABASE_URL
// is set). The database is migrated and seeded once in globalSetup; each test file opens a copy.
const base = require('../tooling/jest.preset.cjs')(__dirname, { environment: 'node' });

module.exports = {
  ...base,
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 60000,
};
