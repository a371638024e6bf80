// Every workspace's Jest project but the API's (it needs VM modules and its own globalSetup:
// `npm test -w @arbora/api`); `npm test` runs all of them through tooling/test-all.mjs.
module.exports = {
  // A global option: Jest ignores it in the projects' configs (tooling/jest.preset.cjs says why 30 s).
  testTimeout: 30_000,
  projects: [
    '<rootDir>/shared',
    '<rootDir>/shell',
    '<rootDir>/mfe-catalogue',
    '<rootDir>/mfe-content',
    '<rootDir>/mfe-forms',
    '<rootDir>/mfe-checkout',
    '<rootDir>/mfe-account',
    '<rootDir>/mfe-configurator',
    '<rootDir>/server-kit',
    '<rootDir>/tooling',
  ],
};
