const { existsSync } = require('node:fs');
const path = require('node:path');
const { createConfig } = require('../tooling/webpack/create-config.cjs');
const { BootAssetsPlugin } = require('../tooling/webpack/boot-assets-plugin.cjs');
const { BuildManifestPlugin } = require('../tooling/webpack/build-manifest-plugin.cjs');
const { DeferredStartupPlugin } = require('../tooling/webpack/deferred-startup-plugin.cjs');

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
  // the order commands (the checkout's pages only)
  '@arbora/shared/store/orders',
  // the commerce and listing components (neither the shell nor the content pages render them)
  '@arbora/shared/ui/commerce',
  // the fence configuration codec (the configurator and the quote forms)
  '@arbora/shared/configuration',
  // a remote's standalone page and its « Bientôt disponible » (the composed site loads neither)
  '@arbora/shared/platform/standalone',
  // the form controls and the postcode distances: the content page's store and installer finders
  // are lazy blocks, the other forms are remote pages
  '@arbora/shared/ui/forms',
  '@arbora/shared/geo',
  // Modal and Drawer: the shell opens its phone menu's Drawer from a lazy chunk, which provides
  // them then (the host shares 'loaded-first': a lazy chunk's consumption runs no remote's entry)
  '@arbora/shared/ui/overlays',
];

/** The share options of the host's federation plugin (the one that names `remotes`), edited in place. */
function hostShared(config) {
  const plugin = config.plugins.find((candidate) => candidate?._options?.shared && candidate._options.remotes);
  if (!plugin) throw new Error('shell/webpack.config.cjs: no federation plugin with remotes');
  return plugin._options.shared;
}

function lazyContractSubpaths(config) {
  const shared = hostShared(config);
  for (const key of LAZY_SUBPATHS) if (shared[key]) shared[key] = { ...shared[key], eager: false };
}

/**
 * Shared libraries the browser build provides from a facade: a module that re-exports only the
 * names the site imports (a shared module cannot be tree-shaken: a remote may use any export, so the
 * whole package went to every visitor). The facade's own import of the package is pointed at the
 * package's ES module file, so it is bundled (and tree-shaken) instead of consumed from the share
 * scope, which would be the facade itself. The contract for remotes is in docs/remote-team-guide.md.
 *
 * - `react-router` from `src/app/react-router-client.ts`: the declarative API (its server half was
 *   ~28 KB gzip, then its data router, which the shell no longer uses, ~17 KB gzip).
 * - `@tanstack/react-query` from `src/app/react-query-client.ts`: the hooks and classes the site
 *   uses (−2.8 KB gzip: persistence and streaming helpers, HydrationBoundary, usePrefetchQuery...).
 */
function esmEntryOf(name, production) {
  const packageDir = path.dirname(require.resolve(`${name}/package.json`, { paths: [__dirname] }));
  const pkg = require(path.join(packageDir, 'package.json'));
  const dot = pkg.exports['.'];
  const file = path.join(packageDir, dot.module?.default ?? dot.import?.default ?? dot.import ?? '');
  if (!/\.m?js$/.test(file)) throw new Error(`no ES module entry found for ${name}`);
  return { file: production ? productionBuildOf(file) : file, version: pkg.version };
}

/**
 * A package that ships a development and a production build (react-router: `dist/development`,
 * whose dev warnings only a development build should carry) gives its production file to a
 * production build: its exports map names only the development one.
 */
function productionBuildOf(file) {
  const production = file.replace(`${path.sep}development${path.sep}`, `${path.sep}production${path.sep}`);
  return production !== file && existsSync(production) ? production : file;
}

const FACADES = {
  'react-router': path.join(__dirname, 'src', 'app', 'react-router-client.ts'),
  '@tanstack/react-query': path.join(__dirname, 'src', 'app', 'react-query-client.ts'),
};

function browserFacades(config, webpack) {
  for (const [name, facade] of Object.entries(FACADES)) {
    const { file, version } = esmEntryOf(name, config.mode === 'production');
    const shared = hostShared(config);
    if (shared[name]) shared[name] = { ...shared[name], import: facade, version };
    const request = new RegExp(`^${name.replace(/[/.]/g, '\\$&')}$`);
    config.plugins.push(
      new webpack.NormalModuleReplacementPlugin(request, (resource) => {
        if (resource.contextInfo?.issuer === facade) resource.request = file;
      }),
    );
  }
}

/**
 * The shell's eager shared modules are consumed at boot from its own main.js, before any remote is
 * registered ('loaded-first': the loaded copy is the one used), so a version range can only be
 * checked against the shell's own copy: always met. Checking it parsed ~30 semver ranges at boot
 * (~30 ms of a throttled phone's longest task). Lazy subpaths keep their range (a remote may
 * provide them first), and the remotes keep theirs: they are checked against the shell's copies.
 */
function noSelfVersionCheck(config) {
  const shared = hostShared(config);
  for (const [key, options] of Object.entries(shared))
    if (options.eager) shared[key] = { ...options, requiredVersion: false };
}

/**
 * main.js's startup (the federation runtime, the share scope, the entry) runs from a timer, in a
 * task of its own after main.js's compile (tooling/webpack/deferred-startup-plugin.cjs). The holder
 * of clicks made before hydration (src/early-start.ts) runs at once, with the script.
 */
function deferredStartup(config) {
  const atOnce = path.resolve(__dirname, 'src/early-start.ts');
  config.entry = { main: [atOnce, ...[config.entry.main].flat()] };
  config.plugins.push(new DeferredStartupPlugin({ atOnce }));
}

module.exports = (env, argv) => {
  const configs = [base(env, argv)].flat();
  lazyContractSubpaths(configs[0]);
  noSelfVersionCheck(configs[0]);
  browserFacades(configs[0], require('webpack'));
  deferredStartup(configs[0]);
  configs[0].plugins.push(new BuildManifestPlugin(), new BootAssetsPlugin());
  return configs;
};
