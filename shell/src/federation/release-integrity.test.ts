/** @jest-environment node */
import { loadRemote, registerPlugins } from '@module-federation/enhanced/runtime';
import { IntegrityError, checkFile, releaseIntegrityPlugin, sriOf } from './release-integrity';
import { loadServerPage } from './server-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(async () => ({ default: () => null })),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const BASE = 'http://releases.test/content/1.4.0/';
const ENTRY = 'module.exports = { release: "1.4.0" };';
const CHUNK = 'exports.modules = {};';

/** A release server: the files of one release, as the build wrote them, changed by `edits`. */
function serveRelease(edits: Record<string, string> = {}) {
  const files: Record<string, string> = { 'server/remoteEntry.js': ENTRY, 'server/1.abcd1234.js': CHUNK };
  const digest = JSON.stringify({ version: '1.4.0', algorithm: 'sha384', files: mapValues(files, sriOf) });
  const served: Record<string, string> = { ...files, 'integrity.json': digest, ...edits };
  globalThis.fetch = jest.fn(async (input: string | URL) => {
    const relative = String(input).slice(BASE.length);
    return relative in served ? new Response(served[relative]) : new Response('no', { status: 404 });
  }) as unknown as typeof fetch;
  return { pin: sriOf(digest) };
}
const mapValues = (object: Record<string, string>, fn: (value: string) => string) =>
  Object.fromEntries(Object.entries(object).map(([key, value]) => [key, fn(value)]));

const realFetch = globalThis.fetch;
let errors: jest.SpyInstance;
beforeEach(() => {
  jest.mocked(loadRemote).mockClear();
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  globalThis.fetch = realFetch;
  jest.restoreAllMocks();
});

describe('a file checked against its release’s digest', () => {
  const digest = { base: BASE, files: { 'server/remoteEntry.js': sriOf(ENTRY) } };

  it('passes when the bytes are the released ones, fails when they differ or the file is not in the release', () => {
    expect(() => checkFile(digest, `${BASE}server/remoteEntry.js`, ENTRY)).not.toThrow();
    expect(() => checkFile(digest, `${BASE}server/remoteEntry.js`, `${ENTRY} `)).toThrow(IntegrityError);
    expect(() => checkFile(digest, `${BASE}server/other.js`, ENTRY)).toThrow(/not a file of the release/);
  });
});

describe('the Node build of a pinned release', () => {
  // Each test its own remote: the server keeps what it registered per remote name.
  const remote = (name: string, pin: string) => ({
    name,
    entry: `${BASE}mf-manifest.json`,
    version: '1.4.0',
    integrity: pin,
  });

  it('runs when integrity.json matches the pin and the entry matches integrity.json', async () => {
    const { pin } = serveRelease();
    expect(await loadServerPage(remote('content', pin), 'HomePage', 1_000)).not.toBeNull();
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(registerPlugins).toHaveBeenCalledWith([releaseIntegrityPlugin]);
    expect(errors).not.toHaveBeenCalled();
  });

  it('is refused, with a logged error, when its entry differs from the release', async () => {
    const { pin } = serveRelease({ 'server/remoteEntry.js': 'module.exports = { evil: true };' });
    expect(await loadServerPage(remote('forms', pin), 'ContactPage', 1_000)).toBeNull();
    expect(loadRemote).not.toHaveBeenCalled();
    expect(errors).toHaveBeenCalledWith(
      expect.stringContaining('forms/ContactPage refused (integrity)'),
      expect.stringContaining('differs from the release'),
    );
  });

  it('is refused when integrity.json is not the one remotes.json pins', async () => {
    serveRelease();
    expect(await loadServerPage(remote('account', sriOf('another digest')), 'LoginPage', 1_000)).toBeNull();
    expect(loadRemote).not.toHaveBeenCalled();
    expect(errors).toHaveBeenCalledWith(expect.any(String), expect.stringContaining('does not match the digest'));
  });

  it('has each chunk the runtime fetches checked by the runtime plugin; files of other releases go the default way', async () => {
    const { pin } = serveRelease({ 'server/1.abcd1234.js': 'exports.modules = { evil: 1 };' });
    expect(await loadServerPage(remote('checkout', pin), 'CartPage', 1_000)).not.toBeNull();
    await expect(releaseIntegrityPlugin.fetch(`${BASE}server/1.abcd1234.js`, {})).rejects.toThrow(IntegrityError);
    const entry = await releaseIntegrityPlugin.fetch(`${BASE}server/remoteEntry.js`, {});
    expect(await entry!.text()).toBe(ENTRY);
    expect(releaseIntegrityPlugin.fetch('http://elsewhere.test/server/1.js', {})).toBeUndefined();
  });
});
