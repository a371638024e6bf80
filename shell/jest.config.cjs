const base = require('../tooling/jest.preset.cjs')(__dirname);

module.exports = {
  ...base,
  // light-my-request (app.inject in server tests) requires `cookie` 1.x+, which is ESM only: let swc compile it.
  transformIgnorePatterns: ['^(?!.*/node_modules/cookie/).*/node_modules/'],
};
