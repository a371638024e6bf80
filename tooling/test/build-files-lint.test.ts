/**
 * @jest-environment node
 */
// A build file uses webpack's and the federation plugin's documented options only (issue 34): the
// lint refuses an alias or a module replacement in any webpack config or build plugin of ours, so
// `npm test` fails on one. Every real build file passes, since `npm run lint` covers them.
import { ruleIdsFor } from '../testing/eslint-rule-ids';

// Each case starts an ESLint process (see ruleIdsFor); the limit is for a hang.
jest.setTimeout(600_000);

const refused = 'no-restricted-syntax';

test('an alias is refused in an app config, in tooling/webpack and in a build plugin', async () => {
  const config = "module.exports = { resolve: { alias: { react: './src/my-react' } } };\n";
  expect(await ruleIdsFor('mfe-content/webpack.config.cjs', config)).toEqual([refused]);
  expect(await ruleIdsFor('tooling/webpack/x.cjs', "module.exports = { resolve: { 'alias': {} } };\n")).toEqual([
    refused,
  ]);
  const assigned = 'module.exports = (config) => {\n  config.resolve.alias = { lib: "./src/lib" };\n};\n';
  expect(await ruleIdsFor('mfe-configurator/scripts/x-plugin.cjs', assigned)).toEqual([refused]);
});

test('a module replacement is refused', async () => {
  const config = "module.exports = (wp) => ({ plugins: [new wp.NormalModuleReplacementPlugin(/x/, './y')] });\n";
  expect(await ruleIdsFor('shell/webpack.config.cjs', config)).toEqual([refused]);
});

test('documented options pass, and the rule is only for build files', async () => {
  const config =
    "module.exports = { resolve: { extensions: ['.ts', '.tsx', '.js'] }, plugins: [], module: { rules: [] } };\n";
  expect(await ruleIdsFor('mfe-content/webpack.config.cjs', config)).toEqual([]);
  expect(await ruleIdsFor('api/src/x.ts', "export const user = { alias: 'Lou' };\n")).toEqual([]);
});
