// Writes dist/.build-stamp, dated when the compilation started, after every successful build
// (`npm run build -w <app>`, `npm start`, the test runner alike). tooling/stack.mjs compares it
// with the sources to rebuild only stale apps; a source saved during the build still counts as newer.
const fs = require('node:fs');
const path = require('node:path');

const BUILD_STAMP = '.build-stamp';

class BuildStampPlugin {
  apply(compiler) {
    compiler.hooks.done.tap('BuildStampPlugin', (stats) => {
      if (stats.hasErrors()) return;
      const outDir = compiler.options.output.path;
      const stamp = path.join(outDir, BUILD_STAMP);
      const started = new Date(stats.startTime);
      fs.mkdirSync(outDir, { recursive: true });
      fs.writeFileSync(stamp, started.toISOString());
      fs.utimesSync(stamp, started, started);
    });
  }
}

module.exports = { BuildStampPlugin, BUILD_STAMP };
