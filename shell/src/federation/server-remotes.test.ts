/** @jest-environment node */
import { loadRemote, registerRemotes, type getRemoteInfo } from '@module-federation/enhanced/runtime';
import { FAILURE_BACKOFF_MS, buildIdOfEntry, loadServerPage, serverBuildId } from './server-remotes';

// The library's own normalisation of a registration (its default container global), unmocked.
const runtime = jest.requireActual<{ getRemoteInfo: typeof getRemoteInfo }>('@module-federation/enhanced/runtime');

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

describe('a remote whose server fails for a moment', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    jest.restoreAllMocks();
  });
  const socketClosed = (): Promise<Response> =>
    Promise.reject(new TypeError('fetch failed', { cause: { code: 'UND_ERR_SOCKET' } }));

  it('keeps rendering with the code it loaded when a check of its entry gets no answer', async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(2_000_000);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchMock = jest.fn(async () => new Response('/*! arbora-build-id: kept */\nmodule.exports = {};'));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const remote = { name: 'forms', entry: 'http://blip.test/mf-manifest.json', version: '1' };
    expect(await loadServerPage(remote, 'FormPage', 1_000)).not.toBeNull();
    // Past the check interval, the check meets a keep-alive socket the remote's server just closed.
    fetchMock.mockImplementationOnce(socketClosed);
    now.mockReturnValue(2_000_000 + 1_500);
    expect(await loadServerPage(remote, 'FormPage', 1_000)).not.toBeNull();
    expect(serverBuildId('forms')).toBe('kept');
    // The next check, an interval later, reads the entry again.
    now.mockReturnValue(2_000_000 + 3_000);
    expect(await loadServerPage(remote, 'FormPage', 1_000)).not.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('comes back once its backoff ends, though requests keep coming during it', async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(3_000_000);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchMock = jest.fn(socketClosed);
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const remote = { name: 'account', entry: 'http://down.test/mf-manifest.json', version: '1' };
    expect(await loadServerPage(remote, 'LoginPage', 1_000)).toBeNull();
    fetchMock.mockImplementation(async () => new Response('module.exports = {};'));
    // A request every 400 ms: those inside the backoff render in the browser, without asking the remote.
    for (const at of [400, 800]) {
      now.mockReturnValue(3_000_000 + at);
      expect(await loadServerPage(remote, 'LoginPage', 1_000)).toBeNull();
    }
    expect(fetchMock).toHaveBeenCalledTimes(1);
    now.mockReturnValue(3_000_000 + FAILURE_BACKOFF_MS + 200);
    expect(await loadServerPage(remote, 'LoginPage', 1_000)).not.toBeNull();
  });
});

/** Lets pending promise callbacks and the mocked fetches run. */
async function settle(until: () => boolean) {
  for (let i = 0; i < 200 && !until(); i++) await new Promise((resolve) => setImmediate(resolve));
}

describe('two versions of one remote side by side in the server (a canary)', () => {
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    globalThis.fetch = jest.fn(async () => new Response('module.exports = {};')) as unknown as typeof fetch;
    jest.mocked(loadRemote).mockClear();
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  const version = (name: string, number: string) => ({
    name,
    version: number,
    entry: `http://${name}.test/${name}/${number}/mf-manifest.json`,
    serverKey: `${name}_v${number.replace(/\W/g, '_')}`,
  });
  const registrationsOf = (name: string) =>
    jest
      .mocked(registerRemotes)
      .mock.calls.map(([remotes]) => remotes[0]!)
      .filter((remote) => 'entry' in remote && remote.entry.startsWith(`http://${name}.test/`));

  it('registers each version under its own key, container global and version; a rollback keeps the release’s container', async () => {
    const stable = version('content', '1.0.0');
    const canary = version('content', '1.1.0');
    expect(await loadServerPage(stable, 'HomePage', 1_000)).not.toBeNull();
    expect(await loadServerPage(canary, 'HomePage', 1_000)).not.toBeNull();

    const entryOf = (number: string) => `http://content.test/content/${number}/server/remoteEntry.js`;
    expect(registrationsOf('content')).toEqual([
      expect.objectContaining({ name: 'content_v1_0_0', entry: entryOf('1.0.0'), version: '1.0.0' }),
      expect.objectContaining({ name: 'content_v1_1_0', entry: entryOf('1.1.0'), version: '1.1.0' }),
    ]);
    // The runtime reuses the container found under a remote's global: one global per version.
    const globalOf = (remote: Parameters<typeof getRemoteInfo>[0]) => runtime.getRemoteInfo(remote).entryGlobalName;
    const [stableGlobal, canaryGlobal] = registrationsOf('content').map(globalOf);
    expect(stableGlobal).not.toBe(canaryGlobal);

    // Rolled back (one version again, registered under the remote's name): the same release keeps
    // its container, rather than a second container of one build beside the first.
    const rolledBack = { name: 'content', version: '1.0.0', entry: stable.entry };
    expect(await loadServerPage(rolledBack, 'HomePage', 1_000)).not.toBeNull();
    const last = registrationsOf('content').at(-1)!;
    expect(last.name).toBe('content');
    expect(globalOf(last)).toBe(stableGlobal);
    expect(jest.mocked(loadRemote).mock.calls.map(([id]) => id)).toEqual([
      'content_v1_0_0/HomePage',
      'content_v1_1_0/HomePage',
      'content/HomePage',
    ]);
  });

  it("evaluates one version's entry at a time, with its own chunk base; another page of a version waits for its first load", async () => {
    const bases = () => (globalThis as Record<string, unknown>).__ARBORA_SSR_PUBLIC_PATHS__ as Record<string, string>;
    const started: string[] = [];
    let finishFirst: () => void = () => undefined;
    jest.mocked(loadRemote).mockImplementation(async (id: string) => {
      started.push(`${id} ${bases().race}`);
      if (started.length === 1) await new Promise<void>((resolve) => (finishFirst = resolve));
      return { default: () => null };
    });
    const one = version('race', '1');
    const two = version('race', '2');
    const first = loadServerPage(one, 'HomePage', 5_000);
    await settle(() => started.length === 1);
    // Version 2 is registered while version 1's entry is still being evaluated...
    const second = loadServerPage(two, 'HomePage', 5_000);
    await settle(() => registrationsOf('race').length === 2);
    const otherPage = loadServerPage(two, 'ContentPage', 5_000);
    await settle(() => false);
    // ...but neither of its pages starts before version 1's first load is done.
    expect(started).toEqual(['race_v1/HomePage http://race.test/race/1/']);
    finishFirst();
    await Promise.all([first, second, otherPage]);
    expect(started).toEqual([
      'race_v1/HomePage http://race.test/race/1/',
      'race_v2/HomePage http://race.test/race/2/',
      'race_v2/ContentPage http://race.test/race/2/',
    ]);
    jest.mocked(loadRemote).mockImplementation(async () => ({ default: () => null }));
  });
});
