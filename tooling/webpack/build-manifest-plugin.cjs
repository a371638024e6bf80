// Emits build-manifest.json ({ id }) that the shell polls to learn a newer build is deployed (SPEC 4).
class BuildManifestPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('BuildManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BuildManifestPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const id = compilation.fullHash ?? compilation.hash ?? String(Date.now());
          compilation.emitAsset('build-manifest.json', new RawSource(JSON.stringify({ id })));
        },
      );
    });
  }
}

module.exports = { BuildManifestPlugin };
