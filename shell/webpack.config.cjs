const path = require('node:path');
const { createConfig } = require('../tooling/webpack/create-config.cjs');
const { BootAssetsPlugin } = require('../tooling/webpack/boot-assets-plugin.cjs');
const { BuildManifestPlugin } = require('../tooling/webpack/build-manifest-plugin.cjs');

// The host. It names no remote: the server tells the browser where they are (remotes.json).
// Its second build is the server's page renderer (dist/server/render.js).
const base = createConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  host: true,
  title: 'Arbora – bois composite pour l’extérieur',
  serverEntry: './src/app/server-entry.ts',
});

/**
 * The contract package's subpaths the boot does not need, shared lazily by the browser build:
 * each becomes its own chunk, fetched only when something imports it at run time. Eager, they
 * would ship in main.js whether or not the first page uses them (zod behind `/schemas`,
 * react-hook-form behind `/validation`). The rest stays eager (React, the router, the store...:
 * every page needs them at boot, and one file beats a dozen small ones, which compress worse). The
 * federation plugin reads its options when it applies, so they can still change here.
 */
const LAZY_SUBPATHS = [
  '@arbora/shared/schemas',
  '@arbora/shared/validation',
  '@arbora/shared/testing',
  // The shell imports none of the ones below, so it provides none of them: the first remote page
  // that needs one provides it to the others (still one singleton). Listed so that a shell import
  // of one would make it a chunk, not a part of main.js.
  // the areas' message catalogues (the core `@arbora/shared/messages` stays eager)
  '@arbora/shared/messages/account',
  '@arbora/shared/messages/catalogue',
  '@arbora/shared/messages/checkout',
  '@arbora/shared/messages/configurator',
  '@arbora/shared/messages/forms',
  // the commerce and listing components (neither the shell nor the content pages render them)
  '@arbora/shared/ui/commerce',
  // the fence configuration codec (the configurator and the quote forms)
  '@arbora/shared/configuration',
  // Not `/ui/forms` nor `/geo`: the content page imports the store finder (a text field, the
  // distances), so lazy they would be one more request on every content page, and bigger alone
  // than inside main.js (measured: +2.5 and +1.0 KB gzip against -1.1 and about -0.8).
];

function lazyContractSubpaths(config) {
  for (const plugin of config.plugins) {
    const shared = plugin?._options?.shared;
    if (!shared || !plugin._options.remotes) continue;
    for (const key of LAZY_SUBPATHS) if (shared[key]) shared[key] = { ...shared[key], eager: false };
  }
}

/**
 * The browser build provides `react-router` from `src/app/react-router-client.ts`: the declarative
 * API the shell and the remotes import, nothing else (a shared module cannot be tree-shaken, so
 * the whole package went to every visitor: its server half ~28 KB gzip, then its data router,
 * which the shell no longer uses, ~17 KB gzip). The contract for remotes is in
 * docs/remote-team-guide.md. The facade's own import of the package is pointed at the package's
 * file, so it is bundled (and tree-shaken) instead of consumed from the share scope, which would
 * be the facade itself.
 */
const FACADE = path.join(__dirname, 'src', 'app', 'react-router-client.ts');
const routerPackageDir = path.dirname(require.resolve('react-router/package.json', { paths: [__dirname] }));
const routerPackage = require(path.join(routerPackageDir, 'package.json'));
const ROUTER_ESM = path.join(routerPackageDir, routerPackage.exports['.'].module.default);

function browserRouterFacade(config, webpack) {
  for (const plugin of config.plugins) {
    const shared = plugin?._options?.shared;
    if (!shared?.['react-router'] || !plugin._options.remotes) continue;
    shared['react-router'] = { ...shared['react-router'], import: FACADE, version: routerPackage.version };
  }
  config.plugins.push(
    new webpack.NormalModuleReplacementPlugin(/^react-router$/, (resource) => {
      if (resource.contextInfo?.issuer === FACADE) resource.request = ROUTER_ESM;
    }),
  );
}

module.exports = (env, argv) => {
  const configs = [base(env, argv)].flat();
  lazyContractSubpaths(configs[0]);
  browserRouterFacade(configs[0], require('webpack'));
  configs[0].plugins.push(new BuildManifestPlugin(), new BootAssetsPlugin());
  return configs;
};
