const preset = require('../tooling/jest.preset.cjs')(__dirname);

module.exports = {
  ...preset,
  // The generated manifest uses `new URL(…, import.meta.url)` for webpack; Jest runs CommonJS.
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    'generated/models\\.generated$': '<rootDir>/src/features/model-loader/testing/models.stub.ts',
  },
};
