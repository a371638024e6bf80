// Emits boot-assets.json ({ js: [urls] }): the scripts the host needs before it can render, i.e. its
// entry chunks and the chunks of the entry's own `import('./bootstrap')`. The shell server reads it
// and preloads them, so the browser fetches them with the HTML instead of one wave after another.
class BootAssetsPlugin {
  constructor({ entry = 'main', filename = 'boot-assets.json' } = {}) {
    this.entry = entry;
    this.filename = filename;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('BootAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BootAssetsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const entrypoint = compilation.entrypoints.get(this.entry);
          if (!entrypoint) return;
          const entryModules = new Set(
            (compilation.entries.get(this.entry)?.dependencies ?? []).map((dep) =>
              compilation.moduleGraph.getModule(dep),
            ),
          );
          // Only the async boundary of the entry module itself: lazy routes load later, on demand.
          const boot = [...entrypoint.childrenIterable].filter((group) =>
            group.origins.some((origin) => origin.module && entryModules.has(origin.module)),
          );
          const publicPath = compilation.getPath(compilation.outputOptions.publicPath ?? '/', {
            hash: compilation.hash,
          });
          // A shared module the host does not ship eagerly is its own chunk, loaded with the bootstrap
          // chunk that consumes it (one wave): it is a boot script too. Those nobody consumes at boot
          // (zod behind @arbora/shared/schemas, for instance) stay out.
          const { chunkGraph } = compilation;
          const consumed = [];
          for (const group of boot) {
            for (const chunk of group.chunks) {
              for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
                if (module.type !== 'consume-shared-module') continue;
                for (const block of module.blocks) {
                  const target = chunkGraph.getBlockChunkGroup(block);
                  if (target) consumed.push(target);
                }
              }
            }
          }
          const files = new Set();
          for (const group of [entrypoint, ...boot, ...consumed]) {
            for (const file of group.getFiles()) if (file.endsWith('.js')) files.add(`${publicPath}${file}`);
          }
          compilation.emitAsset(this.filename, new RawSource(JSON.stringify({ js: [...files] })));
        },
      );
    });
  }
}

module.exports = { BootAssetsPlugin };
