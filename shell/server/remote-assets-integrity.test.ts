/** @jest-environment node */
import { sriOf } from '../src/federation/release-integrity';
import { clearRemoteAssetsCache, remoteHints, resolvedRemotes } from './remote-assets';

// A pinned release (tooling/release): its manifest, remoteEntry.js and integrity.json.
const BASE = 'https://releases.test/content/1.4.0/';
const ENTRY = 'var content = {};';
const MANIFEST = {
  metaData: {
    remoteEntry: { name: 'remoteEntry.js', path: '' },
    publicPath: 'auto',
    buildInfo: { buildVersion: '1.4.0-abc' },
  },
  exposes: [{ name: 'HomePage', assets: { js: { sync: ['1.abcd1234.js'] } } }],
};
const DIGEST = JSON.stringify({ files: { 'remoteEntry.js': sriOf(ENTRY), 'mf-manifest.json': 'sha384-x' } });
const PIN = sriOf(DIGEST);

const realFetch = globalThis.fetch;
beforeEach(() => {
  clearRemoteAssetsCache();
  globalThis.fetch = jest.fn(async (input: string | URL) => {
    const url = String(input);
    if (url === `${BASE}mf-manifest.json`) return new Response(JSON.stringify(MANIFEST));
    if (url === `${BASE}integrity.json`) return new Response(DIGEST);
    return new Response('no', { status: 404 });
  }) as unknown as typeof fetch;
});
afterAll(() => {
  globalThis.fetch = realFetch;
});

const resolve = (integrity?: string) =>
  resolvedRemotes(
    {
      remotes: [
        { name: 'content', entry: `${BASE}mf-manifest.json`, version: '1.4.0', ...(integrity ? { integrity } : {}) },
      ],
    },
    'https://shop.test',
    'content',
  );

describe('Subresource Integrity of a pinned release’s remoteEntry.js', () => {
  it('names the integrity of remoteEntry.js from the release’s digest, and preloads it as a CORS script', async () => {
    const { remotes } = await resolve(PIN);
    expect(remotes[0]).toMatchObject({ remoteEntry: `${BASE}remoteEntry.js`, entryIntegrity: sriOf(ENTRY) });
    const hints = await remoteHints(`${BASE}mf-manifest.json`, 'HomePage', 'https://shop.test');
    expect(hints).toContainEqual({ rel: 'preload', href: `${BASE}remoteEntry.js`, as: 'script', crossorigin: true });
  });

  it('names none for a digest that is not the pinned one, nor for a remote without a pin (its preload stays no-cors)', async () => {
    expect((await resolve(sriOf('another digest'))).remotes[0]).not.toHaveProperty('entryIntegrity');
    expect((await resolve()).remotes[0]).not.toHaveProperty('entryIntegrity');
    const hints = await remoteHints(`${BASE}mf-manifest.json`, 'HomePage', 'https://shop.test');
    expect(hints).toContainEqual({ rel: 'preload', href: `${BASE}remoteEntry.js`, as: 'script' });
  });
});
