/** @jest-environment node */
import { loadRemote } from '@module-federation/enhanced/runtime';
import { buildIdOfEntry, loadServerPage, serverBuildId } from './server-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(async () => ({ default: () => null })),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

describe('the build id of the Node code that renders a page', () => {
  it("reads the id from the banner a remote build writes on its Node entry's first line", () => {
    expect(buildIdOfEntry('/*! arbora-build-id: mwteuksp-1pf9ah */\n/******/ (() => {')).toBe('mwteuksp-1pf9ah');
    expect(buildIdOfEntry('/******/ (() => { // arbora-build-id: not-a-banner')).toBeUndefined();
  });

  it('records the id of the entry it registered, and the new one once the remote is rebuilt in place', async () => {
    let source = '/*! arbora-build-id: build-a */\nmodule.exports = {};';
    const realFetch = globalThis.fetch;
    globalThis.fetch = jest.fn(async () => new Response(source)) as unknown as typeof fetch;
    const now = jest.spyOn(Date, 'now');
    try {
      const remote = { name: 'content', entry: 'http://remote.test/mf-manifest.json', version: '1' };
      now.mockReturnValue(1_000_000);
      expect(await loadServerPage(remote, 'HomePage', 1_000)).not.toBeNull();
      expect(serverBuildId('content')).toBe('build-a');
      source = '/*! arbora-build-id: build-b */\nmodule.exports = { changed: true };';
      // Within the check interval the registered code (and its id) stays.
      expect(await loadServerPage(remote, 'HomePage', 1_000)).not.toBeNull();
      expect(serverBuildId('content')).toBe('build-a');
      now.mockReturnValue(1_000_000 + 5_000);
      expect(await loadServerPage(remote, 'HomePage', 1_000)).not.toBeNull();
      expect(serverBuildId('content')).toBe('build-b');
      expect(loadRemote).toHaveBeenCalledTimes(3);
    } finally {
      now.mockRestore();
      globalThis.fetch = realFetch;
    }
  });
});

describe('a cold load slower than one request', () => {
  it('goes on after the request gives up, and the next request joins it instead of starting again', async () => {
    const realFetch = globalThis.fetch;
    globalThis.fetch = jest.fn(async () => new Response('module.exports = {};')) as unknown as typeof fetch;
    let finish: (module: { default: () => null }) => void = () => undefined;
    jest.mocked(loadRemote).mockClear();
    jest
      .mocked(loadRemote)
      .mockImplementationOnce(
        () => new Promise((resolve) => (finish = resolve as (module: { default: () => null }) => void)),
      );
    try {
      const remote = { name: 'catalogue', entry: 'http://cold.test/mf-manifest.json', version: '1' };
      // Past its budget: this request renders in the browser...
      expect(await loadServerPage(remote, 'ListPage', 20)).toBeNull();
      // ...but the load was not dropped as failed: the next request waits for the same one.
      const next = loadServerPage(remote, 'ListPage', 5_000);
      finish({ default: () => null });
      expect(await next).not.toBeNull();
      expect(loadRemote).toHaveBeenCalledTimes(1);
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});
