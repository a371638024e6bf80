import type { RemotePageModule } from '@arbora/shared/platform';
import { hydrateRoot } from 'react-dom/client';
import { SSR_STATE_ID } from '../core/ssr-state';
import { loadRemotePage, registerRemotesFromConfig } from '../federation/runtime';

jest.mock('react-dom/client', () => ({ hydrateRoot: jest.fn(), createRoot: jest.fn(() => ({ render: jest.fn() })) }));
jest.mock('../federation/runtime', () => ({
  registerRemotesFromConfig: jest.fn(),
  loadRemotePage: jest.fn(),
  loadedBuildId: jest.fn(() => Promise.resolve(undefined)),
}));
jest.mock('../federation/remotes-config', () => ({
  readRemotesConfig: jest.fn(() => Promise.resolve({ remotes: [] })),
}));
jest.mock('../app/router', () => ({ ShellRoutes: () => null }));
jest.mock('../app/browser-router', () => ({ ShellBrowserRouter: ({ children }: { children: unknown }) => children }));
jest.mock('../telemetry/start-when-idle', () => ({ startTelemetryWhenIdle: jest.fn() }));
jest.mock('@arbora/shared/store', () => ({
  ...jest.requireActual<object>('@arbora/shared/store'),
  refreshCart: jest.fn(() => Promise.resolve()),
}));

/** Runs the microtasks queued so far (and those they queue), not the timers: what one task would still run. */
const microtasks = async () => {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
};

describe('the boot (bootstrap.tsx): each phase in a task of its own', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('loads the page’s remote in a task after the state’s, and hydrates in a task after the remote’s', async () => {
    window.history.replaceState(null, '', '/terrasse-bois');
    document.body.innerHTML = `<div id="root"><main data-remote="content">Terrasse</main></div>
      <script type="application/json" id="${SSR_STATE_ID}">${JSON.stringify({
        queries: { mutations: [], queries: [] },
        page: { pathname: '/terrasse-bois', remote: 'content', module: 'ContentPage', rendered: true },
      })}</script>`;
    let pageLoaded: (page: RemotePageModule) => void = () => undefined;
    jest.mocked(loadRemotePage).mockReturnValue(new Promise((resolve) => (pageLoaded = resolve)));

    jest.isolateModules(() => {
      jest.requireActual('./bootstrap');
    });
    for (let i = 0; i < 10 && !jest.mocked(registerRemotesFromConfig).mock.calls.length; i += 1)
      await jest.advanceTimersToNextTimerAsync();
    await microtasks();
    expect(loadRemotePage).not.toHaveBeenCalled();
    await jest.advanceTimersToNextTimerAsync();
    expect(loadRemotePage).toHaveBeenCalledWith('content', 'ContentPage');

    pageLoaded({ default: () => null } as unknown as RemotePageModule);
    await microtasks();
    expect(hydrateRoot).not.toHaveBeenCalled();
    await jest.advanceTimersToNextTimerAsync();
    expect(hydrateRoot).toHaveBeenCalledTimes(1);
  });
});
