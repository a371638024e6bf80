// Every text asset of a production browser build is also written as .br (Brotli 11) and .gz
// (gzip 9) beside itself, once, at build time: the servers then send the smallest bytes without
// compressing per request (the shell through @fastify/static's preCompressed, a remote through
// tooling/static-server.mjs, a CDN or nginx's gzip_static/brotli_static in production).
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');

/** Source maps are for developer tools only; below 1 kB the headers cost more than the saving. */
const TEXT_ASSET = /\.(js|mjs|css|json|svg|txt)$/;
const THRESHOLD_BYTES = 1024;

function precompressPlugins() {
  return [
    new CompressionPlugin({
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      test: TEXT_ASSET,
      threshold: THRESHOLD_BYTES,
      minRatio: 0.9,
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({
      filename: '[path][base].gz',
      algorithm: 'gzip',
      test: TEXT_ASSET,
      threshold: THRESHOLD_BYTES,
      minRatio: 0.9,
      compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
    }),
  ];
}

module.exports = { precompressPlugins };
