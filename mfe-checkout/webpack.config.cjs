const { createConfig } = require('../tooling/webpack/create-config.cjs');

// Remote 'checkout': its exposed modules are the pages the shell's route table names ('checkout/<Module>').
module.exports = createConfig({
  dir: __dirname,
  name: 'checkout',
  port: 3004,
  title: 'Arbora – Commande (autonome)',
  exposes: {
    './CartPage': './src/pages/cart-page.tsx',
    './DeliveryPage': './src/pages/delivery-page.tsx',
    './ConfirmationPage': './src/pages/confirmation-page.tsx',
  },
});
