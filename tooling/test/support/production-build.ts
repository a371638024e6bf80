import webpack from 'webpack';

/** A webpack production build of `entry` in `context` into `out` (source maps, modules not concatenated); resolves with `out`. */
export function productionBuild({
  context,
  out,
  entry,
  plugins,
}: {
  context: string;
  out: string;
  entry: webpack.Configuration['entry'];
  plugins: webpack.WebpackPluginInstance[];
}): Promise<string> {
  const compiler = webpack({
    mode: 'production',
    context,
    entry,
    devtool: 'source-map',
    // Modules of their own, not concatenated into one (the entry's own code runs inline).
    optimization: { concatenateModules: false },
    output: { path: out, filename: 'main.js' },
    plugins,
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
      else compiler.close(() => resolve(out));
    }),
  );
}
