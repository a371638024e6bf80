const preset = require('../tooling/jest.preset.cjs')(__dirname);

// styled-components has no `exports` map, only a `browser` field that Jest ignores, so under jsdom
// Jest would load its server build, which never injects createGlobalStyle rules. Point Jest at the
// browser build that webpack ships. (Belongs in tooling/jest.preset.cjs for every jsdom workspace.)
module.exports = {
  ...preset,
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^styled-components$': require.resolve('styled-components/dist/styled-components.browser.cjs.js'),
  },
};
