const { createConfig } = require('../tooling/webpack/create-config.cjs');

// Remote 'configurator': its exposed modules are the pages the shell's route table names ('configurator/<Module>').
module.exports = createConfig({
  dir: __dirname,
  name: 'configurator',
  port: 3006,
  title: 'Arbora – Configurateur (autonome)',
  exposes: {
    './ConfiguratorPage': './src/pages/configurator-page.tsx',
  },
});
