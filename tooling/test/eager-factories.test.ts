/** @jest-environment node */
// tooling/webpack/eager-factories-plugin.cjs: each module factory of a browser chunk is wrapped in
// parentheses, V8's hint to compile it with its script (off the main thread) instead of at its
// first call. Proven on a real production build: the factories are wrapped, nothing inside them is,
// the bundle still runs, and the source map still points at the original source.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { SourceMapConsumer } from 'source-map';
import type webpack from 'webpack';
import { hasPlugin, productionConfigs } from './support/app-configs';
import { productionBuild } from './support/production-build';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { EagerFactoriesPlugin, factoriesOf } = require('../webpack/eager-factories-plugin.cjs') as {
  EagerFactoriesPlugin: new () => webpack.WebpackPluginInstance;
  factoriesOf: (code: string, ids: Set<string>) => { method: boolean; start: number; end: number }[];
};

describe('factoriesOf', () => {
  it('finds the factories keyed by a module id, whatever their form, and nothing inside them', () => {
    const code = `var m={12(e,t){function inner(){return 1}t.a=inner},34:function(e){e.x={5:function(){}}},56:(e)=>{},7:1,other(){}};`;
    const found = factoriesOf(code, new Set(['12', '34', '56', '5', '7']));
    expect(found.map(({ start, end }) => code.slice(start, end))).toEqual([
      '(e,t){function inner(){return 1}t.a=inner}',
      'function(e){e.x={5:function(){}}}',
      '(e)=>{}',
    ]);
    expect(found.map((factory) => factory.method)).toEqual([true, false, false]);
  });
});

describe('EagerFactoriesPlugin in a production build', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'eager-factories-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  function build(plugins: webpack.WebpackPluginInstance[]): Promise<string> {
    writeFileSync(path.join(dir, 'euros.js'), 'export const euros = (value) => `${value} €`;\n');
    writeFileSync(
      path.join(dir, 'price.js'),
      "import { euros } from './euros.js';\nexport function price(cents) {\n  globalThis.priceMarker = 1;\n  return euros(cents / 100);\n}\n",
    );
    writeFileSync(
      path.join(dir, 'index.js'),
      "import { price } from './price.js';\nglobalThis.shown = price(Number(globalThis.cents));\n",
    );
    return productionBuild({
      context: dir,
      out: path.join(dir, `dist-${plugins.length}`),
      entry: './index.js',
      plugins,
    });
  }

  it('wraps each factory, keeps the bundle working and its source map right', async () => {
    const plain = readFileSync(path.join(await build([]), 'main.js'), 'utf8');
    expect(plain).not.toMatch(/\d+:\(function\(/);

    const out = await build([new EagerFactoriesPlugin()]);
    const code = readFileSync(path.join(out, 'main.js'), 'utf8');
    expect(code.match(/\d+:\(function\(/g)).toHaveLength(2); // price.js and euros.js

    const context: { cents: number; shown?: string } = { cents: 2290 };
    vm.runInNewContext(code, context);
    expect(context.shown).toBe('22.9 €');

    // A line inside a wrapped factory, after the inserted text: its mapping moved with it.
    const consumer = await new SourceMapConsumer(JSON.parse(readFileSync(path.join(out, 'main.js.map'), 'utf8')));
    const at = code.indexOf('globalThis.priceMarker');
    const before = code.slice(0, at);
    const original = consumer.originalPositionFor({
      line: before.split('\n').length,
      column: at - (before.lastIndexOf('\n') + 1),
    });
    expect(original).toMatchObject({ line: 3, column: 2 });
    expect(original.source).toMatch(/price\.js$/);
  });

  it('is in every production browser build (the shell and each remote)', () => {
    for (const [app, [browser]] of productionConfigs())
      expect([app, hasPlugin(browser!, 'EagerFactoriesPlugin')]).toEqual([app, true]);
  });
});
