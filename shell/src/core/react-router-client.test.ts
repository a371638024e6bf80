/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as everything from 'react-router';
import * as client from './react-router-client';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const SOURCES = [
  'shell/src',
  'shared/src',
  ...readdirSync(ROOT)
    .filter((dir) => dir.startsWith('mfe-'))
    .map((dir) => `${dir}/src`),
];

/** Only in the shell's Node renderer (`ssr/`, built into dist/server/render.js), which shares the full package. */
const SERVER_ONLY = /^shell\/src\/ssr\//;

/** The names imported as values from `react-router` by code that runs in a browser (tests aside). */
function importedNames(): Map<string, string> {
  const names = new Map<string, string>();
  for (const dir of SOURCES) {
    for (const entry of readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(entry) || /\.test\.tsx?$|(^|\/)testing\//.test(entry)) continue;
      const file = path.join(dir, entry);
      if (SERVER_ONLY.test(file)) continue;
      const source = readFileSync(path.join(ROOT, file), 'utf8');
      for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router'/g)) {
        if (match[1]) continue;
        for (const part of match[2]!.split(',')) {
          const name = part
            .trim()
            .split(/\s+as\s+/)[0]!
            .trim();
          if (name && !name.startsWith('type ')) names.set(name, file);
        }
      }
      expect(source).not.toMatch(/import\s+\*\s+as\s+\w+\s+from\s+'react-router'/);
    }
  }
  return names;
}

/**
 * The data router's API (and framework mode's, built on it): the shell routes in declarative mode,
 * so none of these can work in a remote, and each would bring the data router back into main.js.
 */
const DATA_ROUTER_ONLY = [
  'Await',
  'Form',
  'IDLE_BLOCKER',
  'IDLE_FETCHER',
  'IDLE_NAVIGATION',
  'Links',
  'Meta',
  'PrefetchPageLinks',
  'RouterContextProvider',
  'RouterProvider',
  'Scripts',
  'ScrollRestoration',
  'StaticRouterProvider',
  'UNSAFE_DataRouterContext',
  'UNSAFE_DataRouterStateContext',
  'UNSAFE_FetchersContext',
  'createBrowserRouter',
  'createContext',
  'createHashRouter',
  'createMemoryRouter',
  'createStaticHandler',
  'createStaticRouter',
  'data',
  'isRouteErrorResponse',
  'redirect',
  'redirectDocument',
  'replace',
  'unstable_usePrompt',
  'useActionData',
  'useAsyncError',
  'useAsyncValue',
  'useBlocker',
  'useFetcher',
  'useFetchers',
  'useFormAction',
  'useLoaderData',
  'useMatches',
  'useNavigation',
  'useRevalidator',
  'useRouteError',
  'useRouteLoaderData',
  'useSubmit',
  'useViewTransitionState',
];

describe('react-router as the shell shares it (its declarative browser API only)', () => {
  it('provides every name the shell and the remotes import from react-router', () => {
    const names = importedNames();
    expect(names.size).toBeGreaterThan(5);
    const missing = [...names].filter(([name]) => !(name in client)).map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it('provides nothing that no browser code imports (each name ships to every visitor)', () => {
    const names = importedNames();
    // A name dropped here must be gone from every deployed remote too (docs/remote-team-guide.md).
    expect(Object.keys(client).filter((name) => !names.has(name))).toEqual([]);
  });

  it('provides no data-router API (the shell routes in declarative mode)', () => {
    for (const name of DATA_ROUTER_ONLY) expect(name in everything).toBe(true);
    expect(Object.keys(client).filter((name) => DATA_ROUTER_ONLY.includes(name))).toEqual([]);
    const imported = [...importedNames()].filter(([name]) => DATA_ROUTER_ONLY.includes(name));
    expect(imported.map(([name, file]) => `${name} (${file})`)).toEqual([]);
  });

  it('re-exports the package’s own objects, nothing of its own', () => {
    for (const [name, value] of Object.entries(client)) expect(value).toBe(everything[name as keyof typeof everything]);
  });
});
