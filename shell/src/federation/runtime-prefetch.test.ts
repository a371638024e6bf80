import type * as RuntimeModule from './runtime';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

let mod: typeof RuntimeModule;
beforeEach(() => {
  jest.isolateModules(() => {
    mod = jest.requireActual<typeof RuntimeModule>('./runtime');
  });
  document.head.innerHTML = '';
});
/** jsdom has no fetch: a stand-in answering with this status and body. */
function answer(status: number, body: unknown) {
  const response = { ok: status < 400, status, json: async () => body, clone: () => response };
  const fetchMock = jest.fn(async (_url: string, _init?: RequestInit) => response);
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const manifest = {
  metaData: { publicPath: 'auto', remoteEntry: { path: '', name: 'remoteEntry.js' } },
  exposes: [
    {
      name: 'ProductPage',
      assets: { js: { sync: ['__federation_expose_ProductPage.1a2b3c4d.js'], async: ['470.x.js'] } },
    },
    { name: 'ProductListPage', assets: { js: { sync: ['__federation_expose_ProductListPage.5e6f.js'] } } },
  ],
};
const prefetchLinks = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => link.href);

describe('fetchRemotePageFiles (SPEC 9: a link in view)', () => {
  it("adds prefetch links for the remote's entry and the module's own chunks, once each, and runs nothing", async () => {
    const fetchSpy = answer(200, manifest);
    mod.registerRemotesFromConfig({
      remotes: [{ name: 'catalogue', entry: 'https://catalogue.example/v2/mf-manifest.json', version: '1' }],
    });
    await mod.fetchRemotePageFiles('catalogue', 'ProductPage');
    await mod.fetchRemotePageFiles('catalogue', 'ProductListPage');
    expect(prefetchLinks()).toEqual([
      'https://catalogue.example/v2/remoteEntry.js',
      'https://catalogue.example/v2/__federation_expose_ProductPage.1a2b3c4d.js',
      'https://catalogue.example/v2/__federation_expose_ProductListPage.5e6f.js',
    ]);
    // One manifest read for the remote, shared with the federation runtime's own.
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });

  it('rejects for an unknown remote or a manifest that does not answer', async () => {
    answer(503, 'down');
    await expect(mod.fetchRemotePageFiles('catalogue', 'ProductPage')).rejects.toThrow(mod.RemoteLoadError);
    mod.registerRemotesFromConfig({
      remotes: [{ name: 'catalogue', entry: 'https://catalogue.example/mf-manifest.json', version: '1' }],
    });
    await expect(mod.fetchRemotePageFiles('catalogue', 'ProductPage')).rejects.toThrow('503');
    expect(prefetchLinks()).toEqual([]);
  });
});

describe('fetchRemotePageFiles and what the page already has', () => {
  it('skips a file the page already fetched (the remote entry the server preloaded)', async () => {
    answer(200, manifest);
    // jsdom keeps no resource timing: the page's record of what it fetched, stood in for.
    Object.assign(performance, {
      getEntriesByName: (name: string) => (name.endsWith('/remoteEntry.js') ? [{ name }] : []),
    });
    mod.registerRemotesFromConfig({
      remotes: [{ name: 'catalogue', entry: 'https://catalogue.example/mf-manifest.json', version: '1' }],
    });
    await mod.fetchRemotePageFiles('catalogue', 'ProductPage');
    expect(prefetchLinks()).toEqual(['https://catalogue.example/__federation_expose_ProductPage.1a2b3c4d.js']);
    delete (performance as { getEntriesByName?: unknown }).getEntriesByName;
  });
});

describe('loadedBuildId: the browser build the page loaded', () => {
  it("reads the build id from the remote's manifest the page fetched", async () => {
    answer(200, { ...manifest, metaData: { ...manifest.metaData, buildInfo: { buildVersion: 'build-b' } } });
    mod.registerRemotesFromConfig({
      remotes: [{ name: 'catalogue', entry: 'https://catalogue.example/mf-manifest.json', version: '1' }],
    });
    expect(await mod.loadedBuildId('catalogue')).toBeUndefined();
    await mod.fetchRemotePageFiles('catalogue', 'ProductPage');
    expect(await mod.loadedBuildId('catalogue')).toBe('build-b');
    expect(await mod.loadedBuildId('content')).toBeUndefined();
  });
});
