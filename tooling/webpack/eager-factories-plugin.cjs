// Module factories V8 compiles off the main thread.
//
// V8 compiles a function when it is first called, on the main thread, unless the function is
// wrapped in parentheses (the "PIFE" hint): then it is compiled with its script, on the background
// thread that streams the download. A chunk is loaded when its modules are needed, so each of its
// module factories runs once, at once: left lazy, the largest of the boot's (react-dom's client,
// about 180 KB) was compiled in the middle of its evaluation step, a task of 100-130 ms on a phone
// (Lighthouse's 4x CPU), most of it compiling. Wrapping each factory (`123(e,t,n){...}` becomes
// `123:(function(e,t,n){...})`) moves that compile to the background thread. Only the factories:
// the functions inside a module stay lazy (V8's file-wide hint `//# allFunctionsCalledOnLoad`,
// tried on main.js, compiled all of them and made the boot slower). The edit goes through
// webpack's ReplaceSource: source maps follow.
const acorn = require(require.resolve('acorn', { paths: [require.resolve('webpack')] }));

const NAME = 'EagerFactoriesPlugin';

/** The module factories of `code`: properties keyed by one of `ids` whose value is a function. */
function factoriesOf(code, ids) {
  const found = [];
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (node.type === 'Property' && !node.computed) {
      const key = node.key.type === 'Literal' ? String(node.key.value) : node.key.name;
      const value = node.value;
      if (ids.has(key) && (value.type === 'FunctionExpression' || value.type === 'ArrowFunctionExpression')) {
        found.push({ method: node.method, start: value.start, end: value.end });
        return; // a factory's own functions stay lazy
      }
    }
    for (const child of Object.values(node)) {
      if (Array.isArray(child)) child.forEach(visit);
      else if (child && typeof child.type === 'string') visit(child);
    }
  };
  visit(acorn.parse(code, { ecmaVersion: 'latest', sourceType: 'script' }));
  return found;
}

class EagerFactoriesPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification (which would drop the parentheses), before the source maps are written.
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          const { chunkGraph } = compilation;
          for (const chunk of compilation.chunks) {
            const ids = new Set();
            for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
              const id = chunkGraph.getModuleId(module);
              if (id !== null && id !== undefined) ids.add(String(id));
            }
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              const asset = compilation.getAsset(file);
              const code = asset.source.source().toString();
              const edited = new sources.ReplaceSource(asset.source);
              for (const { method, start, end } of factoriesOf(code, ids)) {
                // A method `123(e){}` becomes `123:(function(e){})`; a function or arrow is wrapped.
                edited.insert(start, method ? ':(function' : '(');
                edited.insert(end, ')');
              }
              compilation.updateAsset(file, edited);
            }
          }
        },
      );
    });
  }
}

module.exports = { EagerFactoriesPlugin, factoriesOf };
