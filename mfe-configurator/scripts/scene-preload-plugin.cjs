// The browser build's `scene-preload.js` (no hash in its name, so the server-rendered page can name
// it; the static server sends it `no-cache`, as remoteEntry.js): the 3D page's server HTML loads it
// (src/federation/scene-preload-url.ts) and it preloads the scene's chunks (three.js) as soon as the
// page's own scripts and preloads have arrived. On a phone that is about 0.4 s before the
// container's runtime plugin (src/federation/preload-scene.ts) could ask: the shell's main.js must
// first be run; and it never shares the link with them (preloaded from the HTML at once, three.js
// held main.js back and the form came 0.4 s later).
const SCRIPT_NAME = 'scene-preload.js';

/**
 * Runs in the browser, from the emitted file: `files` are chunk names beside this script. Exported
 * (and serialised with toString) so that Jest can run it against a fake document.
 */
function preloadSceneWhenIdle(files, win) {
  var doc = win.document;
  var self = doc.currentScript;
  var base = self && self.src ? self.src.replace(/[^/]*$/, '') : '';
  var started = false;
  var observer = null;
  function start() {
    if (started) return;
    started = true;
    if (observer) observer.disconnect();
    files.forEach(function (file) {
      var link = doc.createElement('link');
      link.rel = 'preload';
      link.setAttribute('as', 'script');
      link.href = base + file;
      doc.head.appendChild(link);
    });
  }
  /** The page's scripts and preloads not yet arrived (a resource timing entry is made when one has). */
  function waiting() {
    var ended = {};
    win.performance.getEntriesByType('resource').forEach(function (entry) {
      ended[entry.name] = true;
    });
    var count = 0;
    doc.querySelectorAll('link[rel="preload"][href], script[src]').forEach(function (element) {
      var url = element.href || element.src;
      if (element !== self && !ended[url]) count += 1;
    });
    return count;
  }
  if (waiting() === 0) return start();
  if (typeof win.PerformanceObserver === 'function') {
    observer = new win.PerformanceObserver(function () {
      if (waiting() === 0) start();
    });
    observer.observe({ type: 'resource' });
  }
  // Whatever happens to a preload (a failed one may leave no entry): no later than the load event.
  win.addEventListener('load', start);
}

/**
 * Emits scene-preload.js naming the chunks of `import('…/fence-scene')` and of its loader chunk,
 * with their final (content-hashed) names: after webpack's real content hash, before precompression.
 */
class ScenePreloadPlugin {
  /** @param {{ modules: RegExp }} options the modules whose chunk groups are preloaded */
  constructor({ modules }) {
    this.modules = modules;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ScenePreloadPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ScenePreloadPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () => {
          const files = new Set();
          for (const group of compilation.chunkGroups) {
            const holds = group.chunks.some((chunk) =>
              compilation.chunkGraph
                .getChunkModules(chunk)
                .some((module) => this.modules.test(module.nameForCondition?.() ?? '')),
            );
            if (!holds || group.isInitial()) continue;
            for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
          }
          if (files.size === 0) throw new Error(`ScenePreloadPlugin: no chunk holds ${this.modules}`);
          const code = `(${preloadSceneWhenIdle.toString()})(${JSON.stringify([...files].sort())}, window);\n`;
          compilation.emitAsset(SCRIPT_NAME, new sources.RawSource(code));
        },
      );
    });
  }
}

module.exports = { ScenePreloadPlugin, preloadSceneWhenIdle, SCRIPT_NAME };
