// One webpack preset for the shell and every remote: the platform team owns it, each app passes
// only its name, port and exposes. Versions of shared singletons come from package.json files,
// so a remote built against another major of a shared library fails loudly into its fallback.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons } = require('./shared-singletons.cjs');
const { BuildStampPlugin } = require('./build-stamp-plugin.cjs');

const MinimizerPlugin = require('minimizer-webpack-plugin');

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
 */
function createConfig(app) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const isRemote = !app.host;
    return {
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
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
        ],
      },
      optimization: {
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })],
      },
      performance: { hints: false },
      plugins: [
        new BuildStampPlugin(),
        new ModuleFederationPlugin({
          name: app.name,
          dts: false,
          shared: sharedSingletons({ eager: !isRemote }),
          ...(isRemote ? { filename: 'remoteEntry.js', exposes: app.exposes ?? {}, manifest: true } : { remotes: {} }),
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: app.title ?? 'Arbora',
          chunks: ['main'],
          // The shell server fills these placeholders (head tags, inlined remotes config).
          minify: production ? { collapseWhitespace: true, removeComments: false } : false,
        }),
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
  };
}

module.exports = { createConfig, securityHeaders };
