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
  beforeEach(() => {
    // Remotes registered with their remoteEntry.js: no manifest to read.
    mod.registerRemotesFromConfig({
      remotes: ['content', 'catalogue', 'forms'].map((name) => ({
        name,
        entry: `https://${name}.example/remoteEntry.js`,
        version: '1',
      })),
    });
  });

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

/** A fetch stand-in: each URL answers with the next of `answers` (status, body). */
function fetchAnswers(...answers: [number, unknown][]) {
  const spy = jest.fn(async (_url: string, _init?: RequestInit) => {
    const [status, body] = answers.shift() ?? [500, null];
    return new Response(JSON.stringify(body), { status });
  });
  globalThis.fetch = spy as unknown as typeof fetch;
  return spy;
}

const manifest = (buildVersion: string) => ({
  metaData: { publicPath: 'auto', remoteEntry: { path: '', name: 'remoteEntry.js' }, buildInfo: { buildVersion } },
  exposes: [{ name: 'FormPage', assets: { js: { sync: ['__federation_expose_FormPage.1234abcd.js'] } } }],
});

describe('registerRemotesFromConfig', () => {
  const config: RemotesConfig = {
    remotes: [
      { name: 'content', entry: 'http://localhost:3002/mf-manifest.json', version: 'local' },
      { name: 'forms', entry: 'https://forms.cdn.example/mf-manifest.json', version: '2.0.0' },
    ],
  };
  const resolved = {
    remotes: [
      {
        name: 'content',
        entry: 'http://localhost:3002/mf-manifest.json',
        version: 'local',
        remoteEntry: 'http://localhost:3002/remoteEntry.js',
        buildId: 'content-1',
      },
      { name: 'forms', entry: 'https://forms.cdn.example/remoteEntry.js', version: '2.0.0' },
    ],
  };

  it('registers each remote with the remoteEntry.js the server resolved (or a JS entry), and the plugins once', () => {
    const fetchSpy = fetchAnswers();
    mod.registerRemotesFromConfig(resolved);
    expect(mf.registerRemotes).toHaveBeenCalledWith(
      [
        { name: 'content', entry: 'http://localhost:3002/remoteEntry.js' },
        { name: 'forms', entry: 'https://forms.cdn.example/remoteEntry.js' },
      ],
      { force: false },
    );
    expect(mf.registerPlugins).toHaveBeenCalledTimes(1);
    expect(mf.registerPlugins.mock.calls[0]?.[0]).toEqual([
      expect.objectContaining({ name: 'arbora-timeouts' }),
      expect.objectContaining({ name: 'arbora-one-step-per-task' }),
    ]);

    mod.registerRemotesFromConfig(resolved);
    expect(mf.registerRemotes).toHaveBeenLastCalledWith(expect.any(Array), { force: true });
    expect(mf.registerPlugins).toHaveBeenCalledTimes(1);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('without a resolved entry, reads the manifest (with a timeout) and registers its remoteEntry.js before loading', async () => {
    const fetchSpy = fetchAnswers([200, manifest('forms-7')]);
    mf.loadRemote.mockImplementation(async () => {
      expect(mf.registerRemotes).toHaveBeenLastCalledWith(
        [{ name: 'forms', entry: 'https://forms.cdn.example/remoteEntry.js' }],
        { force: true },
      );
      return { default: () => null };
    });
    mod.registerRemotesFromConfig(config);
    expect(mf.registerRemotes).not.toHaveBeenCalled();
    await mod.loadRemotePage('forms', 'FormPage');
    expect(mf.loadRemote).toHaveBeenCalledWith('forms/FormPage');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy).toHaveBeenCalledWith(
      'https://forms.cdn.example/mf-manifest.json',
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(await mod.loadedBuildId('forms')).toBe('forms-7');
    // Read once per page.
    await mod.loadRemotePage('forms', 'FormPage');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('an unreadable manifest fails into RemoteLoadError without loading; « Réessayer » reads it again', async () => {
    const fetchSpy = fetchAnswers([503, null], [200, manifest('forms-7')]);
    mf.loadRemote.mockResolvedValue({ default: () => null });
    mod.registerRemotesFromConfig(config);
    const error = await mod.loadRemotePage('forms', 'FormPage').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(mod.RemoteLoadError);
    expect((error as Error).message).toContain('503');
    expect(mf.loadRemote).not.toHaveBeenCalled();

    await expect(mod.loadRemotePage('forms', 'FormPage', 1)).resolves.toBeDefined();
    expect(fetchSpy).toHaveBeenLastCalledWith('https://forms.cdn.example/mf-manifest.json?retry=1', expect.anything());
    expect(mf.loadRemote).toHaveBeenCalledWith('forms/FormPage');
  });

  it("loadedBuildId: the server's build id until the page reads the manifest, then the manifest's (fresher)", async () => {
    fetchAnswers([200, manifest('content-2')]);
    mf.loadRemote.mockResolvedValue({ default: () => null });
    mod.registerRemotesFromConfig(resolved);
    expect(await mod.loadedBuildId('content')).toBe('content-1');
    expect(await mod.loadedBuildId('forms')).toBeUndefined();
    await mod.loadRemotePage('content', 'HomePage');
    expect(await mod.loadedBuildId('content')).toBe('content-2');
  });

  it('preloadRemotePage loads the remote and its module through loadRemote (the runtime has no preloadRemote)', async () => {
    fetchAnswers([200, manifest('forms-7')]);
    mf.loadRemote.mockResolvedValue({ default: () => null });
    mod.registerRemotesFromConfig(config);
    await mod.preloadRemotePage('forms', 'FormPage');
    expect(mf.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'forms', entry: 'https://forms.cdn.example/remoteEntry.js' }],
      { force: true },
    );
    expect(mf.loadRemote).toHaveBeenCalledWith('forms/FormPage');
    await expect(mod.preloadRemotePage('unknown', 'FormPage')).rejects.toThrow(mod.RemoteLoadError);
  });

  it("after a retry, the remote's scripts get a fresh URL (a failed preload is not reused); others keep theirs", async () => {
    mf.loadRemote.mockResolvedValue({ default: () => null });
    mod.registerRemotesFromConfig(resolved);
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

  it('a remote whose manifest names scripts on another origin: « Réessayer » gives both the manifest and the scripts fresh URLs', async () => {
    const elsewhere = manifest('forms-7');
    elsewhere.metaData.remoteEntry.path = 'https://cdn.example/forms';
    fetchAnswers([200, elsewhere]);
    mf.loadRemote.mockResolvedValue({ default: () => null });
    mod.registerRemotesFromConfig(config);
    await mod.loadRemotePage('forms', 'FormPage', 0);
    expect(mf.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'forms', entry: 'https://cdn.example/forms/remoteEntry.js' }],
      { force: true },
    );

    await mod.loadRemotePage('forms', 'FormPage', 1);
    expect(mod.retryScriptUrl('https://cdn.example/forms/remoteEntry.js')).toBe(
      'https://cdn.example/forms/remoteEntry.js?retry=1',
    );
    expect(mod.retryScriptUrl('https://forms.cdn.example/mf-manifest.json')).toBe(
      'https://forms.cdn.example/mf-manifest.json?retry=1',
    );
  });
});

describe('the script of a pinned release’s remoteEntry.js', () => {
  type Hook = (args: { url: string }) => { script?: Record<string, string>; timeout: number };
  const createScript = (): Hook =>
    (mf.registerPlugins.mock.calls[0]?.[0] as { createScript?: Hook }[]).find((plugin) => plugin.createScript)!
      .createScript!;

  it('carries the integrity the server named (a CORS request); other remotes’ scripts are left to the runtime', () => {
    const scope = globalThis as { document?: unknown };
    scope.document = { createElement: () => ({}) };
    try {
      mod.registerRemotesFromConfig({
        remotes: [
          {
            name: 'content',
            entry: 'https://releases.example/content/1.4.0/mf-manifest.json',
            version: '1.4.0',
            remoteEntry: 'https://releases.example/content/1.4.0/remoteEntry.js',
            entryIntegrity: 'sha384-abc',
          },
          { name: 'forms', entry: 'https://forms.example/remoteEntry.js', version: '1' },
        ],
      } as RemotesConfig);
      expect(createScript()({ url: 'https://releases.example/content/1.4.0/remoteEntry.js' }).script).toEqual({
        src: 'https://releases.example/content/1.4.0/remoteEntry.js',
        integrity: 'sha384-abc',
        crossOrigin: 'anonymous',
      });
      expect(createScript()({ url: 'https://forms.example/remoteEntry.js' }).script).toBeUndefined();
    } finally {
      delete scope.document;
    }
  });
});
