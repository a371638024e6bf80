// A remote's Node build loads its chunks over HTTP from where the shell server found its
// remoteEntry.js. The build cannot know that address (a remote is deployed anywhere), so the
// shell server records it per remote in a global before loading the entry, and this runtime module
// reads it. Forcing the public-path requirement also fixes an empty chunk after a remote reload:
// without `__webpack_require__.p` the Node runtime guesses the base from registered instances and,
// with none, silently installs an empty chunk (docs/server-rendering.md, "Federation pitfalls").
const SSR_PUBLIC_PATHS = '__ARBORA_SSR_PUBLIC_PATHS__';

class SsrPublicPathPlugin {
  /** @param {{ name: string }} options the federation name of the remote */
  constructor({ name }) {
    this.name = name;
  }

  apply(compiler) {
    const { RuntimeGlobals, RuntimeModule } = compiler.webpack;
    const name = JSON.stringify(this.name);

    class SsrPublicPathRuntimeModule extends RuntimeModule {
      constructor() {
        // After webpack's own public path module, which it overrides.
        super('arbora ssr public path', RuntimeModule.STAGE_ATTACH);
      }

      generate() {
        return `var bases = globalThis[${JSON.stringify(SSR_PUBLIC_PATHS)}];\nif (bases && bases[${name}]) ${RuntimeGlobals.publicPath} = bases[${name}];`;
      }
    }

    compiler.hooks.thisCompilation.tap('SsrPublicPathPlugin', (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap('SsrPublicPathPlugin', (chunk, set) => {
        set.add(RuntimeGlobals.publicPath);
        compilation.addRuntimeModule(chunk, new SsrPublicPathRuntimeModule());
      });
    });
  }
}

module.exports = { SsrPublicPathPlugin, SSR_PUBLIC_PATHS };
