// One webpack preset for the shell and every remote: the platform team owns it, each app passes
// only its name, port and exposes. Versions of shared singletons come from package.json files
// (shared-singletons.cjs), the same in the browser and Node builds. What a mismatch does: for the
// libraries (react, react-router, ...) the federation runtime only warns and the remote runs on the
// host's copy; for @arbora/shared, a remote built against a newer minor or another major than the
// host provides is refused (strictVersion on `^<built version>`) and falls into its fallback, one
// built against an older minor of the same major runs (e2e/tests/shared-version.spec.ts).
const path = require('node:path');
const webpack = require('webpack');
const { BannerPlugin } = webpack;
const HtmlWebpackPlugin = require('html-webpack-plugin');
/**
 * The package the federation plugin comes from: the platform's @module-federation/enhanced by
 * default. A remote team still on the previous minor builds with it, installed beside the current
 * one under an npm alias: ARBORA_MF_ENHANCED_PACKAGE=@module-federation/enhanced-previous
 * (docs/remote-team-guide.md, "Building with the previous minor"; e2e/tests/release-previous-mf.spec.ts
 * checks such a remote loads beside the others). Only the package's public `webpack` entry is used.
 */
const MF_ENHANCED_PACKAGE = process.env.ARBORA_MF_ENHANCED_PACKAGE || '@module-federation/enhanced';
const { ModuleFederationPlugin } = require(`${MF_ENHANCED_PACKAGE}/webpack`);
const { sharedSingletons } = require('./shared-singletons.cjs');
const { BuildStampPlugin } = require('./build-stamp-plugin.cjs');
const { SsrPublicPathPlugin } = require('./ssr-public-path-plugin.cjs');
const { FederationRuntimeGuardPlugin } = require('./federation-runtime.cjs');

const MinimizerPlugin = require('minimizer-webpack-plugin');
const { precompressPlugins } = require('./precompress.cjs');

/**
 * One id per build process, written identically into a remote's two builds: the browser manifest's
 * `metaData.buildInfo.buildVersion` (the federation manifest plugin reads MF_BUILD_VERSION) and a
 * banner on the Node build's `server/remoteEntry.js`. The shell server records the id of the Node
 * code it rendered a page with; the browser hydrates only with a browser build of the same id
 * (docs/server-rendering.md, "Independent deploys"). MF_BUILD_VERSION set by a deploy is kept.
 */
const BUILD_ID =
  (process.env.MF_BUILD_VERSION ||= `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`);
/** The Node entry's first line: `/*! arbora-build-id: <id> *\/` (read by shell/src/federation/server-remotes.ts). */
const BUILD_ID_BANNER = `arbora-build-id: ${BUILD_ID}`;

const securityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * @param {object} app
 * @param {string} app.dir        the app folder (__dirname of its webpack.config.cjs)
 * @param {string} app.name       federation name, a JS identifier ('shell', 'catalogue', ...)
 * @param {number} app.port       dev-server port
 * @param {Record<string,string>} [app.exposes] exposed modules (remotes only)
 * @param {boolean} [app.host]    true for the shell
 * @param {string} [app.title]    standalone page title
 * @param {string} [app.serverEntry] host only: the module the shell server imports to render pages
 * @param {string[]} [app.browserRuntimePlugins] federation runtime plugins of the browser build only
 *   (absolute paths), e.g. one that starts a page's heavy chunk as soon as the container starts
 * @param {(shared: Record<string, object>, context: { production: boolean }) => Record<string, object>} [app.browserShared]
 *   the browser build's share options from the default ones (sharedSingletons()): given to the
 *   federation plugin where it is created, e.g. the host's lazy subpaths and facades
 *
 * Returns two builds in one dist/: the browser build, and the Node build (`target: 'async-node'`)
 * under dist/server/: a remote's exposes (server/remoteEntry.js, served beside the browser files),
 * or the host's renderer. Both builds share one output folder so `--output-path` moves them together.
 */
function createConfig(app) {
  return (env, argv) => {
    const browser = browserConfig(app, argv, env);
    // `webpack serve` (npm run dev) serves the browser build only.
    if (env?.WEBPACK_SERVE) return browser;
    const server = app.host ? app.serverEntry && hostServerConfig(app, argv) : remoteServerConfig(app, argv);
    return server ? [browser, server] : [browser];
  };
}

/** The server build folder inside dist/ (every Node file name starts with it). */
const SERVER_DIR = 'server';
const inServerDir = (file) => file.replace(/\\/g, '/').startsWith(`${SERVER_DIR}/`);

/**
 * TypeScript and JSX through swc. styled-components ids come from the swc plugin (hashed from the
 * file and the component name, namespaced per app) rather than from a run-time counter, so a page
 * rendered by the shell server and hydrated in the browser gets the same class names whatever the
 * load order of the remotes (docs/server-rendering.md, "Federation pitfalls").
 */
function scriptRule(app, production) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2020',
          experimental: {
            plugins: [
              [
                require.resolve('@swc/plugin-styled-components'),
                { ssr: true, displayName: !production, namespace: `arbora-${app.name}` },
              ],
            ],
          },
        },
      },
    },
  };
}

/** The Node side of the federation: the `@module-federation/node` runtime, entries loaded as scripts. */
function serverFederation() {
  return {
    dts: false,
    manifest: false,
    remoteType: 'script',
    library: { type: 'commonjs-module' },
    runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
  };
}

function serverOutput(app, production) {
  return {
    path: path.join(app.dir, 'dist'),
    filename: `${SERVER_DIR}/[name].js`,
    chunkFilename: production ? `${SERVER_DIR}/[name].[contenthash:8].js` : `${SERVER_DIR}/[name].js`,
    uniqueName: `arbora_${app.name}`,
    // Only its own folder: the browser build owns the rest of dist/.
    clean: { keep: (file) => !inServerDir(file) },
  };
}

function serverBase(app, argv) {
  const production = argv.mode !== 'development';
  return {
    name: `${app.name}-server`,
    mode: production ? 'production' : 'development',
    context: app.dir,
    target: 'async-node',
    devtool: false,
    node: { __dirname: false, __filename: false },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: { rules: [scriptRule(app, production)] },
    // Read by a server, never downloaded: readable stack traces beat a few kilobytes.
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

/** A remote's exposes for the shell server: dist/server/remoteEntry.js and its chunks. */
function remoteServerConfig(app, argv) {
  const production = argv.mode !== 'development';
  return {
    ...serverBase(app, argv),
    entry: {},
    // Set at run time from where the shell server found the entry (ssr-public-path-plugin.cjs).
    output: { ...serverOutput(app, production), publicPath: '' },
    plugins: [
      new ModuleFederationPlugin({
        name: app.name,
        filename: `${SERVER_DIR}/remoteEntry.js`,
        exposes: app.exposes ?? {},
        shared: sharedSingletons(),
        ...serverFederation(),
      }),
      new SsrPublicPathPlugin({ name: app.name }),
      new BannerPlugin({ banner: BUILD_ID_BANNER, include: `${SERVER_DIR}/remoteEntry.js` }),
    ],
  };
}

/** The host's renderer (dist/server/<entry>.js), which the shell's Node server requires. */
function hostServerConfig(app, argv) {
  const production = argv.mode !== 'development';
  return {
    ...serverBase(app, argv),
    entry: { render: app.serverEntry },
    output: { ...serverOutput(app, production), publicPath: '', library: { type: 'commonjs2' } },
    plugins: [
      new ModuleFederationPlugin({
        name: `${app.name}_server`,
        remotes: {},
        shared: sharedSingletons({ host: true, eager: true }),
        // A remote that hangs must not hold the server's start (pitfall 4): remotes load on demand.
        shareStrategy: 'loaded-first',
        ...serverFederation(),
      }),
    ],
  };
}

/**
 * The browser build's federation options (exported for the tests: they read what the config asks
 * for here, not the plugin's private state).
 * @param {object} app see createConfig
 * @param {{ production: boolean, serve: boolean }} context
 */
function browserFederation(app, { production, serve }) {
  const isRemote = !app.host;
  // A remote's production build takes the shell's runtime-core (federation-runtime.cjs), which the
  // shell provides (`provideExternalRuntime`); a remote's dev server keeps its own, so that its
  // standalone page runs without a shell.
  const externalRuntime = isRemote && production && !serve;
  const runtimePlugins = app.browserRuntimePlugins ?? [];
  const shared = sharedSingletons({ host: !isRemote, eager: !isRemote });
  return {
    name: app.name,
    dts: false,
    shared: app.browserShared ? app.browserShared(shared, { production }) : shared,
    ...(runtimePlugins.length ? { runtimePlugins } : {}),
    ...(isRemote
      ? {
          filename: 'remoteEntry.js',
          exposes: app.exposes ?? {},
          manifest: true,
          // A remote loads no remote and no manifest itself: its copy of the federation runtime
          // drops that code (the shell's copy keeps it), and the Node branches (browser build).
          experiments: {
            ...(externalRuntime ? { externalRuntime: true } : {}),
            optimization: { disableRemote: true, disableSnapshot: true, target: 'web' },
          },
        }
      : {
          remotes: {},
          // Each shared module a shell module imports after the remotes are registered (a lazy
          // part: the phone menu's drawer, the search suggestions) is asked for again; under
          // 'version-first' each asking ran every registered remote's entry to compare versions
          // (the five other remotes' entries on the first press of « Menu »). The shell
          // provides every shared singleton itself, eagerly: the loaded one is the one to use,
          // as on the server.
          shareStrategy: 'loaded-first',
          // The shell registers each remote with its remoteEntry.js (the URL the shell server
          // read in its manifest, or the browser when the server could not: federation/runtime.ts),
          // so its runtime needs no snapshot plugin (manifest entries, preloadRemote).
          experiments: { provideExternalRuntime: true, optimization: { disableSnapshot: true, target: 'web' } },
        }),
  };
}

/** The package of the runtime plugin `experiments.provideExternalRuntime` adds to the shell. */
const RUNTIME_PROVIDER_PACKAGE = '@module-federation/inject-external-runtime-core-plugin';

/**
 * One runtime-core in the shell's main.js. `provideExternalRuntime` adds its runtime plugin by the
 * plugin's CommonJS file, whose `require()` of runtime-core would pick runtime-core's CommonJS
 * build, a second copy beside the ES modules the shell's own federation runtime imports. For the
 * modules of that package only (matched by the name in their package.json), a `require()` takes
 * the package exports' `import` condition too, so it resolves to the ES modules already bundled.
 */
function runtimeProviderRule() {
  return {
    descriptionData: { name: RUNTIME_PROVIDER_PACKAGE },
    resolve: { byDependency: { commonjs: { conditionNames: ['import', 'require', 'module', '...'] } } },
  };
}

function browserConfig(app, argv, env) {
  const production = argv.mode !== 'development';
  const isRemote = !app.host;
  const federation = browserFederation(app, { production, serve: Boolean(env?.WEBPACK_SERVE) });
  return {
    name: app.name,
    mode: production ? 'production' : 'development',
    context: app.dir,
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(app.dir, 'dist'),
      publicPath: isRemote ? 'auto' : '/',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: `arbora_${app.name}`,
      clean: { keep: inServerDir },
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: { rules: [scriptRule(app, production), ...(isRemote ? [] : [runtimeProviderRule()])] },
    optimization: {
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })],
    },
    performance: { hints: false },
    plugins: [
      new BuildStampPlugin(),
      ...(isRemote && !federation.experiments.externalRuntime
        ? []
        : [new FederationRuntimeGuardPlugin(isRemote ? 'remote' : 'host', federation)]),
      new ModuleFederationPlugin(federation),
      new HtmlWebpackPlugin({
        template: path.join(__dirname, 'index.html'),
        title: app.title ?? 'Arbora',
        chunks: ['main'],
        // The shell server fills these placeholders (head tags, inlined remotes config).
        minify: production ? { collapseWhitespace: true, removeComments: false } : false,
      }),
      ...(production ? precompressPlugins() : []),
    ],
    devServer: {
      port: app.port,
      host: '127.0.0.1',
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      headers: { 'Access-Control-Allow-Origin': '*', ...securityHeaders },
      // Every app's standalone page calls the API same-origin, like the composed site.
      proxy: [
        { context: ['/api'], target: process.env.API_URL ?? 'http://127.0.0.1:4000', pathRewrite: { '^/api': '' } },
      ],
    },
  };
}

module.exports = { createConfig, browserFederation, securityHeaders, BUILD_ID, MF_ENHANCED_PACKAGE };
