const { createConfig } = require('../tooling/webpack/create-config.cjs');

// Remote 'forms': its exposed modules are the pages the shell's route table names ('forms/<Module>').
module.exports = createConfig({
  dir: __dirname,
  name: 'forms',
  port: 3003,
  title: 'Arbora – Formulaires (autonome)',
  exposes: {
    './FormPage': './src/pages/form-page.tsx',
    './ConfirmationPage': './src/pages/confirmation-page.tsx',
  },
});
