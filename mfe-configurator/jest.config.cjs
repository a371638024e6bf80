const preset = require('../tooling/jest.preset.cjs')(__dirname);

module.exports = {
  ...preset,
  // Page tests click through many choices: 5 s is short on a machine shared by many processes.
  testTimeout: 30_000,
  // The generated manifest uses `new URL(…, import.meta.url)` for webpack; Jest runs CommonJS.
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    'generated/models\\.generated$': '<rootDir>/src/features/model-loader/testing/models.stub.ts',
  },
};
