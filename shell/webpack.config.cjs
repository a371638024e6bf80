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

module.exports = (env, argv) => {
  const configs = [base(env, argv)].flat();
  configs[0].plugins.push(new BuildManifestPlugin(), new BootAssetsPlugin());
  return configs;
};
