// The host's startup in a task of its own.
//
// A script's task holds its compile and its top-level run. main.js's run started the federation
// runtime (its instance, the share scope of ~30 modules, their initial consumption): with the
// compile, one task of 100-160 ms on a phone (Lighthouse's 4x CPU), the longest of the boot, and
// Lighthouse's TBT counts what each task spends past 50 ms. Run from a timer, the startup is a task
// of its own: two tasks near 50 ms block less than one of twice that. The edit is made on webpack's
// own startup code, before minification (from its `// run runtime startup`, the federation
// runtime's start, or else from the entry's start, to the end of `renderStartup`), through
// ReplaceSource: source maps follow. Only the host uses
// it: a remote's remoteEntry.js must define its container when it runs. thisCompilation: not the
// child compilations (the HTML template's must run at once).
const NAME = 'DeferredStartupPlugin';
const RUNTIME_START = '// run runtime startup';
const BEGIN = '/* deferred-startup:begin */';
const END = '/* deferred-startup:end */';

class DeferredStartupPlugin {
  apply(compiler) {
    const { ConcatSource, ReplaceSource } = compiler.webpack.sources;
    const { Compilation, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const hooks = compiler.webpack.javascript.JavascriptModulesPlugin.getCompilationHooks(compilation);
      hooks.renderStartup.tap(
        { name: NAME, stage: 1000 },
        (source) => new ConcatSource(`${BEGIN}\n`, source, `\n${END}\n`),
      );
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE }, () => {
        for (const chunk of compilation.chunks) {
          if (!chunk.hasRuntime() || compilation.chunkGraph.getNumberOfEntryModules(chunk) === 0) continue;
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
            edited.insert(start, 'setTimeout(function () {\n');
            edited.replace(end, end + END.length - 1, '}, 0);');
            compilation.updateAsset(file, edited);
          }
        }
      });
    });
  }
}

module.exports = { DeferredStartupPlugin };
