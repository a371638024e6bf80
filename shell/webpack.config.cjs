const { createConfig } = require('../tooling/webpack/create-config.cjs');
const { BootAssetsPlugin } = require('../tooling/webpack/boot-assets-plugin.cjs');
const { BuildManifestPlugin } = require('../tooling/webpack/build-manifest-plugin.cjs');

// The host. It names no remote: the server tells the browser where they are (remotes.json).
const base = createConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  host: true,
  title: 'Arbora – bois composite pour l’extérieur',
});

module.exports = (env, argv) => {
  const config = base(env, argv);
  config.plugins.push(new BuildManifestPlugin(), new BootAssetsPlugin());
  return config;
};
