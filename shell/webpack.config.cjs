const path = require('node:path');
const { createConfig } = require('../tooling/webpack/create-config.cjs');
const { BootAssetsPlugin } = require('../tooling/webpack/boot-assets-plugin.cjs');
const { BuildManifestPlugin } = require('../tooling/webpack/build-manifest-plugin.cjs');

// The host. It names no remote: the server tells the browser where they are (remotes.json).
// Its second build is the server's page renderer (dist/server/render.js).
const app = {
  dir: __dirname,
  name: 'shell',
  port: 3000,
  host: true,
  title: 'Arbora – bois composite pour l’extérieur',
  serverEntry: './src/ssr/server-entry.ts',
  browserShared: (shared) => hostBrowserShared(shared),
};
const base = createConfig(app);

/**
 * The contract package's subpaths the boot does not need, shared lazily by the browser build:
 * each becomes its own chunk, fetched only when something imports it at run time. Eager, they
 * would ship in main.js whether or not the first page uses them (zod behind `/schemas`,
 * react-hook-form behind `/validation`). The rest stays eager (React, the router, the store...:
 * every page needs them at boot, and one file beats a dozen small ones, which compress worse).
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

/**
 * Shared libraries the browser build provides from a facade: a module that re-exports only the
 * names the site imports (a shared module cannot be tree-shaken: a remote may use any export, so the
 * whole package went to every visitor). The facade imports the package through this workspace's
 * package.json `imports` (`#bundled/...`, Node's subpath imports, which may name a package): a
 * request the federation plugin does not share, so the package is bundled (and tree-shaken) into
 * the facade instead of consumed from the share scope, which would be the facade itself. The
 * contract for remotes is in docs/remote-team-guide.md.
 *
 * - `react-router` from `src/core/react-router-client.ts`: the declarative API (no server half, no
 *   data router, which the shell does not use).
 * - `@tanstack/react-query` from `src/core/react-query-client.ts`: the hooks and classes the site
 *   uses (no persistence and streaming helpers, HydrationBoundary, usePrefetchQuery...).
 */
const FACADES = {
  'react-router': path.join(__dirname, 'src', 'core', 'react-router-client.ts'),
  '@tanstack/react-query': path.join(__dirname, 'src', 'core', 'react-query-client.ts'),
};
const versionOf = (name) => require(require.resolve(`${name}/package.json`, { paths: [__dirname] })).version;

/**
 * The host's browser share options, given to the federation plugin where create-config.cjs makes it:
 * - the lazy subpaths (above) are not eager;
 * - a facade is what the shell provides for its package, under the package's own version;
 * - the shell's eager shared modules are consumed at boot from its own main.js, before any remote is
 *   registered ('loaded-first': the loaded copy is the one used), so a version range could only be
 *   checked against the shell's own copy: always met. Checking it parsed ~30 semver ranges at boot.
 *   Lazy subpaths keep their range (a remote may provide them first), and the remotes keep theirs:
 *   they are checked against the shell's copies.
 */
function hostBrowserShared(shared) {
  const result = {};
  for (const [key, options] of Object.entries(shared)) {
    let own = { ...options };
    if (LAZY_SUBPATHS.includes(key)) own.eager = false;
    if (FACADES[key]) own = { ...own, import: FACADES[key], version: versionOf(key) };
    if (own.eager) own.requiredVersion = false;
    result[key] = own;
  }
  return result;
}

/**
 * The holder of clicks made before hydration (src/boot/early-start.ts) is the entry's first module: it
 * runs with main.js, before index.ts's async boundary and the hydration. It imports no shared module.
 */
const EARLY_START = './src/boot/early-start.ts';

/** The app description is exported for the tests (tooling/test). */
module.exports = Object.assign(
  (env, argv) => {
    const configs = [base(env, argv)].flat();
    const browser = configs[0];
    browser.entry = { main: [EARLY_START, ...[browser.entry.main].flat()] };
    browser.plugins.push(new BuildManifestPlugin(), new BootAssetsPlugin());
    return configs;
  },
  { app },
);
