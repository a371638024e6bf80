const { createConfig } = require('../tooling/webpack/create-config.cjs');

// Remote 'catalogue': its exposed modules are the pages the shell's route table names ('catalogue/<Module>').
module.exports = createConfig({
  dir: __dirname,
  name: 'catalogue',
  port: 3001,
  title: 'Arbora – Catalogue (autonome)',
  exposes: {
    './ProductListPage': './src/pages/product-list-page.tsx',
    './ProductPage': './src/pages/product-page.tsx',
    './CategoryPage': './src/pages/category-page.tsx',
    './SitemapPage': './src/pages/sitemap-page.tsx',
    './DocumentationPage': './src/pages/documentation-page.tsx',
    './StyleguidePage': './src/pages/styleguide-page.tsx',
    './SearchPage': './src/pages/search-page.tsx',
  },
});
