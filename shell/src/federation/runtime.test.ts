/** @jest-environment node */
import type * as FederationRuntime from '@module-federation/enhanced/runtime';
import type { RemotesConfig } from '@arbora/shared/platform';
import type * as RuntimeModule from './runtime';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

type Runtime = typeof RuntimeModule;
type Federation = jest.Mocked<typeof FederationRuntime>;

let mod: Runtime;
let mf: Federation;

// `registered` is module state: each test gets a fresh copy of the module and of its mock.
beforeEach(() => {
  jest.isolateModules(() => {
    mf = jest.requireMock<Federation>('@module-federation/enhanced/runtime');
    mod = jest.requireActual<Runtime>('./runtime');
  });
});

afterEach(() => {
  jest.useRealTimers();
});

/** Settles a promise into an observable state (pending until it settles). */
function track<T>(promise: Promise<T>) {
  const state: { status: 'pending' | 'resolved' | 'rejected'; value?: T; error?: unknown } = { status: 'pending' };
  promise.then(
    (value) => Object.assign(state, { status: 'resolved', value }),
    (error: unknown) => Object.assign(state, { status: 'rejected', error }),
  );
  return state;
}

describe('loadRemotePage', () => {
  const Page = () => null;

  it('resolves the module when the remote answers with a default export', async () => {
    mf.loadRemote.mockResolvedValue({ default: Page });
    await expect(mod.loadRemotePage('content', 'HomePage')).resolves.toEqual({ default: Page });
    expect(mf.loadRemote).toHaveBeenCalledWith('content/HomePage');
  });

  it('rejects with RemoteLoadError when the remote never answers', async () => {
    jest.useFakeTimers();
    mf.loadRemote.mockReturnValue(new Promise(() => {}));
    const state = track(mod.loadRemotePage('catalogue', 'ProductPage'));

    await jest.advanceTimersByTimeAsync(mod.REMOTE_LOAD_TIMEOUT_MS);
    expect(state.status).toBe('pending');

    await jest.advanceTimersByTimeAsync(1000);
    expect(state.status).toBe('rejected');
    expect(state.error).toBeInstanceOf(mod.RemoteLoadError);
    expect((state.error as Error).message).toMatch(/^Remote "catalogue" could not be loaded: no answer after \d+ ms$/);
    expect((state.error as InstanceType<typeof mod.RemoteLoadError>).remote).toBe('catalogue');
  });

  it('wraps a failed load in RemoteLoadError', async () => {
    mf.loadRemote.mockRejectedValue(new Error('RUNTIME-008 manifest unreachable'));
    const error = await mod.loadRemotePage('forms', 'FormPage').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(mod.RemoteLoadError);
    expect((error as Error).message).toBe('Remote "forms" could not be loaded: RUNTIME-008 manifest unreachable');
  });

  it.each([
    ['nothing', undefined],
    ['no default export', { HomePage: Page }],
    ['a default that is not a component', { default: 'HomePage' }],
  ])('rejects with RemoteLoadError when the remote gives %s', async (_label, loaded) => {
    mf.loadRemote.mockResolvedValue(loaded);
    const error = await mod.loadRemotePage('content', 'HomePage').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(mod.RemoteLoadError);
    expect((error as Error).message).toContain('module HomePage has no default export');
  });
});

describe('registerRemotesFromConfig', () => {
  const config: RemotesConfig = {
    remotes: [
      { name: 'content', entry: 'http://localhost:3002/mf-manifest.json', version: 'local' },
      { name: 'forms', entry: 'https://forms.cdn.example/mf-manifest.json', version: '2.0.0' },
    ],
  };

  it('registers the remotes by name and entry, and the timeout plugin once', () => {
    mod.registerRemotesFromConfig(config);
    expect(mf.registerRemotes).toHaveBeenCalledWith(
      [
        { name: 'content', entry: 'http://localhost:3002/mf-manifest.json' },
        { name: 'forms', entry: 'https://forms.cdn.example/mf-manifest.json' },
      ],
      { force: false },
    );
    expect(mf.registerPlugins).toHaveBeenCalledTimes(1);
    expect(mf.registerPlugins.mock.calls[0]?.[0]).toEqual([expect.objectContaining({ name: 'arbora-timeouts' })]);

    mod.registerRemotesFromConfig(config);
    expect(mf.registerRemotes).toHaveBeenLastCalledWith(expect.any(Array), { force: true });
    expect(mf.registerPlugins).toHaveBeenCalledTimes(1);
  });

  it('gives the manifest fetch a timeout signal', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
    mod.registerRemotesFromConfig(config);
    const [plugin] = mf.registerPlugins.mock.calls[0]?.[0] ?? [];
    const fetchHook = (plugin as unknown as { fetch: (url: string, init?: RequestInit) => Promise<Response> }).fetch;
    await fetchHook('http://localhost:3002/mf-manifest.json', { method: 'GET' });
    expect(fetchSpy).toHaveBeenCalledWith(
      'http://localhost:3002/mf-manifest.json',
      expect.objectContaining({ method: 'GET', signal: expect.any(AbortSignal) }),
    );
    fetchSpy.mockRestore();
  });

  it("after a retry, the remote's scripts get a fresh URL (a failed preload is not reused); others keep theirs", async () => {
    mf.loadRemote.mockResolvedValue({ default: () => null });
    mod.registerRemotesFromConfig(config);
    expect(mod.retryScriptUrl('https://forms.cdn.example/remoteEntry.js')).toBeNull();

    await mod.loadRemotePage('forms', 'FormPage', 0);
    expect(mod.retryScriptUrl('https://forms.cdn.example/remoteEntry.js')).toBeNull();

    await mod.loadRemotePage('forms', 'FormPage', 2);
    expect(mod.retryScriptUrl('https://forms.cdn.example/remoteEntry.js')).toBe(
      'https://forms.cdn.example/remoteEntry.js?retry=2',
    );
    expect(mod.retryScriptUrl('https://forms.cdn.example/__federation_expose_FormPage.1234abcd.js?v=1')).toBe(
      'https://forms.cdn.example/__federation_expose_FormPage.1234abcd.js?v=1&retry=2',
    );
    expect(mod.retryScriptUrl('http://localhost:3002/remoteEntry.js')).toBeNull();
  });
});
