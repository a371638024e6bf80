/** @jest-environment node */
// The shell's browser build provides react-router and TanStack Query from facades
// (shell/webpack.config.cjs) that import the package through the shell's package.json `imports`
// (`#bundled/...`): a request the federation plugin does not share, so the facade bundles the package
// instead of consuming the share scope (itself). No alias, no module replacement.
import { readFileSync } from 'node:fs';
import path from 'node:path';

type Shared = Record<string, { import?: string; version?: string; eager?: boolean; requiredVersion?: unknown }>;

const shell = path.resolve(__dirname, '..', '..', 'shell');
const pkg = JSON.parse(readFileSync(path.join(shell, 'package.json'), 'utf8')) as {
  imports: Record<string, string>;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { browserFederation } = require('../webpack/create-config.cjs') as {
  browserFederation: (app: object, context: object) => { shared: Shared };
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const shellApp = require(path.join(shell, 'webpack.config.cjs')).app as object;

const FACADES = [
  ['react-router', 'react-router-client.ts'],
  ['@tanstack/react-query', 'react-query-client.ts'],
] as const;

it.each(FACADES)(
  '%s: the shell provides its facade, which imports the package by a name that is not shared',
  (name, file) => {
    const { shared } = browserFederation(shellApp, { production: true, serve: false });
    const facade = path.join(shell, 'src', 'core', file);
    expect(shared[name]!.import).toBe(facade);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    expect(shared[name]!.version).toBe((require(`${name}/package.json`) as { version: string }).version);
    const request = /from '(#bundled\/[^']+)';/.exec(readFileSync(facade, 'utf8'))?.[1];
    expect(request).toBeDefined();
    expect(pkg.imports[request!]).toBe(name);
    expect(shared[request!]).toBeUndefined();
  },
);
