// Every workspace's Jest project but the API's (it needs VM modules and its own globalSetup:
// `npm test -w @arbora/api`); `npm test` runs all of them through tooling/test-all.mjs.
module.exports = {
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
