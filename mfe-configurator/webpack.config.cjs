const path = require('node:path');
const { createConfig } = require('../tooling/webpack/create-config.cjs');

const { ScenePreloadPlugin } = require('./scripts/scene-preload-plugin.cjs');

// Remote 'configurator': its exposed modules are the pages the shell's route table names ('configurator/<Module>').
const base = createConfig({
  dir: __dirname,
  name: 'configurator',
  port: 3006,
  title: 'Arbora – Configurateur (autonome)',
  exposes: {
    './ConfiguratorPage': './src/pages/configurator-page.tsx',
  },
  // Starts the 3D scene's download when the browser container starts on /configurateur-3d,
  // before the shell hydrates (src/federation/preload-scene.ts).
  browserRuntimePlugins: [path.join(__dirname, 'src', 'federation', 'preload-scene.ts')],
});

/**
 * The detailed parts (scripts/build-models.mjs) go to dist/models/ under their own content-hashed
 * names (`cap-detailed.1a2b3c4d.glb`); the server build only needs their URLs, not the files.
 */
function withModels(config) {
  const server = config.target === 'async-node';
  return {
    ...config,
    module: {
      ...config.module,
      rules: [
        ...config.module.rules,
        { test: /\.glb$/, type: 'asset/resource', generator: { filename: 'models/[name][ext]', emit: !server } },
      ],
    },
    // scene-preload.js, which the 3D page's server HTML loads (scripts/scene-preload-plugin.cjs).
    plugins: server
      ? config.plugins
      : [...config.plugins, new ScenePreloadPlugin({ modules: /[\\/](fence-scene\.tsx|scene-chunk\.ts)$/ })],
  };
}

module.exports = (env, argv) => {
  const built = base(env, argv);
  return Array.isArray(built) ? built.map(withModels) : withModels(built);
};
