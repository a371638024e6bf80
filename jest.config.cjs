// Every workspace's Jest project; `npm test` runs them through tooling/test-all.mjs.
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
    '<rootDir>/api',
    '<rootDir>/tooling',
  ],
};
