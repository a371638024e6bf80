// The host's startup in a task of its own.
//
// A script's task holds its compile and its top-level run. main.js's run started the federation
// runtime (its instance, the share scope of ~30 modules, their initial consumption): with the
// compile, one task of 100-160 ms on a phone (Lighthouse's 4x CPU), the longest of the boot, and
// Lighthouse's TBT counts what each task spends past 50 ms. Run from a timer, the startup is a task
// of its own: two tasks near 50 ms block less than one of twice that.
//
// `atOnce` names one entry module that still runs with the script, before the timer: what must be
// in place when main.js runs (the shell's holder of clicks made before hydration). It is required
// by its module id, outside the federation runtime: it must import no shared module. Listed first in
// the entry (`main: [atOnce, './src/index.ts']`), it stays a module of its own (an entry module is
// never concatenated into another), and the deferred startup's require of it is a cache hit.
//
// The edit is made on webpack's own startup code, before minification (from its `// run runtime
// startup`, the federation runtime's start, or else from the entry's start, to the end of
// `renderStartup`), through ReplaceSource: source maps follow. Only the host uses it: a remote's
// remoteEntry.js must define its container when it runs. thisCompilation: not the child
// compilations (the HTML template's must run at once).
const NAME = 'DeferredStartupPlugin';
const RUNTIME_START = '// run runtime startup';
const BEGIN = '/* deferred-startup:begin */';
const END = '/* deferred-startup:end */';

class DeferredStartupPlugin {
  /** @param {{ atOnce?: string }} [options] atOnce: the absolute path of an entry module run at once. */
  constructor(options = {}) {
    this.atOnce = options.atOnce;
  }

  apply(compiler) {
    const { ConcatSource, ReplaceSource } = compiler.webpack.sources;
    const { Compilation, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const hooks = compiler.webpack.javascript.JavascriptModulesPlugin.getCompilationHooks(compilation);
      // With a module cache webpack keeps the entry modules in the module table (no "entry
      // inlining"): `atOnce` has an id to require, and its second require is a cache hit.
      if (this.atOnce)
        compilation.hooks.additionalTreeRuntimeRequirements.tap(NAME, (chunk, set) =>
          set.add(compiler.webpack.RuntimeGlobals.moduleCache),
        );
      hooks.renderStartup.tap(
        { name: NAME, stage: 1000 },
        (source) => new ConcatSource(`${BEGIN}\n`, source, `\n${END}\n`),
      );
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE }, () => {
        for (const chunk of compilation.chunks) {
          if (!chunk.hasRuntime() || compilation.chunkGraph.getNumberOfEntryModules(chunk) === 0) continue;
          let atOnce = '';
          if (this.atOnce) {
            const id = this.atOnceId(compilation, chunk);
            if (id === undefined) {
              compilation.errors.push(
                new WebpackError(`${NAME}: ${this.atOnce} is not an entry module of ${chunk.name}`),
              );
              continue;
            }
            atOnce = `__webpack_require__(${JSON.stringify(id)});\n`;
          }
          for (const file of chunk.files) {
            if (!file.endsWith('.js')) continue;
            const asset = compilation.getAsset(file);
            const code = asset.source.source().toString();
            const begin = code.lastIndexOf(BEGIN);
            const runtimeStart = code.indexOf(RUNTIME_START);
            const start = runtimeStart >= 0 && runtimeStart < begin ? runtimeStart : begin;
            const end = code.lastIndexOf(END);
            if (begin < 0 || end < begin) {
              compilation.errors.push(new WebpackError(`${NAME}: no startup found in ${file}`));
              continue;
            }
            const edited = new ReplaceSource(asset.source);
            edited.insert(start, `${atOnce}setTimeout(function () {\n`);
            edited.replace(end, end + END.length - 1, '}, 0);');
            compilation.updateAsset(file, edited);
          }
        }
      });
    });
  }

  /** The module id of the `atOnce` entry module in this chunk, if it is one. */
  atOnceId(compilation, chunk) {
    const { chunkGraph } = compilation;
    for (const module of chunkGraph.getChunkEntryModulesIterable(chunk)) {
      if (module.resource === this.atOnce) return chunkGraph.getModuleId(module);
    }
    return undefined;
  }
}

module.exports = { DeferredStartupPlugin };
