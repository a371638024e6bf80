const { createConfig } = require('../tooling/webpack/create-config.cjs');

// Remote 'content': its exposed modules are the pages the shell's route table names ('content/<Module>').
module.exports = createConfig({
  dir: __dirname,
  name: 'content',
  port: 3002,
  title: 'Arbora – Contenus (autonome)',
  exposes: {
    './HomePage': './src/pages/home-page.tsx',
    './ContentPage': './src/pages/content-page.tsx',
    './BlogPage': './src/pages/blog-page.tsx',
    './TestimonialsPage': './src/pages/testimonials-page.tsx',
    './RealisationsPage': './src/pages/realisations-page.tsx',
    './PreviewPage': './src/pages/preview-page.tsx',
  },
});
