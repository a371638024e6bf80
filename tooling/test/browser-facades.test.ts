/** @jest-environment node */
// The shell's browser build provides react-router from a facade (shell/webpack.config.cjs) whose own
// import of the package is pointed at the package's ES module file: in a production build, at its
// production build (no dev warnings), in a development build at its development one.
import path from 'node:path';

type Resource = { request: string; contextInfo?: { issuer?: string } };
type Plugin = { constructor: { name: string }; resourceRegExp?: RegExp; newResource?: unknown };
type Config = { plugins: Plugin[] };

const shell = path.resolve(__dirname, '..', '..', 'shell');
const facade = path.join(shell, 'src', 'app', 'react-router-client.ts');

function reactRouterFileOf(mode: 'production' | 'development'): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const factory = require(path.join(shell, 'webpack.config.cjs')) as (e: unknown, a: unknown) => Config[];
  const [browser] = factory(mode === 'development' ? { WEBPACK_SERVE: true } : {}, { mode });
  const replacement = browser!.plugins.find(
    (plugin) =>
      plugin.constructor.name === 'NormalModuleReplacementPlugin' && plugin.resourceRegExp?.test('react-router'),
  );
  const resource: Resource = { request: 'react-router', contextInfo: { issuer: facade } };
  (replacement!.newResource as (resource: Resource) => void)(resource);
  return resource.request;
}

test('a production build bundles react-router’s production build behind the facade', () => {
  expect(reactRouterFileOf('production')).toMatch(/react-router\/dist\/production\/index\.mjs$/);
});

test('a development build keeps its development build (dev warnings)', () => {
  expect(reactRouterFileOf('development')).toMatch(/react-router\/dist\/development\/index\.mjs$/);
});
